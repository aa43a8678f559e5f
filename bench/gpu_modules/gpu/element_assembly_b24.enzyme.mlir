module @jit_element_assembly_b24 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<3x3xf32>, %arg1: tensor<1024x27xf32>) -> (tensor<1024x27x27xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0], [0], [0], [0], [0], [0], [0], [0], [0], [1], [1], [1], [1], [1], [1], [1], [1], [1], [2], [2], [2], [2], [2], [2], [2], [2], [2], [3], [3], [3], [3], [3], [3], [3], [3], [3], [4], [4], [4], [4], [4], [4], [4], [4], [4], [5], [5], [5], [5], [5], [5], [5], [5], [5], [6], [6], [6], [6], [6], [6], [6], [6], [6], [7], [7], [7], [7], [7], [7], [7], [7], [7], [8], [8], [8], [8], [8], [8], [8], [8], [8]]> : tensor<81x1xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<24x24x1xi32>
    %c_1 = stablehlo.constant dense<729> : tensor<24x24xi32>
    %c_2 = stablehlo.constant dense<16777216> : tensor<24x24xi32>
    %c_3 = stablehlo.constant dense<27> : tensor<24x24xi32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<1024x729xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<1024x81x24x24xf32>
    %c_6 = stablehlo.constant dense<26> : tensor<24x24x1xi32>
    %c_7 = stablehlo.constant dense<25> : tensor<24x24x1xi32>
    %c_8 = stablehlo.constant dense<23> : tensor<24x24x1xi32>
    %c_9 = stablehlo.constant dense<22> : tensor<24x24x1xi32>
    %c_10 = stablehlo.constant dense<21> : tensor<24x24xi32>
    %c_11 = stablehlo.constant dense<21> : tensor<24x24x1xi32>
    %c_12 = stablehlo.constant dense<20> : tensor<24x24x1xi32>
    %c_13 = stablehlo.constant dense<19> : tensor<24x24x1xi32>
    %c_14 = stablehlo.constant dense<18> : tensor<24x24xi32>
    %c_15 = stablehlo.constant dense<18> : tensor<24x24x1xi32>
    %c_16 = stablehlo.constant dense<17> : tensor<24x24x1xi32>
    %c_17 = stablehlo.constant dense<16> : tensor<24x24x1xi32>
    %c_18 = stablehlo.constant dense<15> : tensor<24x24xi32>
    %c_19 = stablehlo.constant dense<15> : tensor<24x24x1xi32>
    %c_20 = stablehlo.constant dense<14> : tensor<24x24x1xi32>
    %c_21 = stablehlo.constant dense<13> : tensor<24x24x1xi32>
    %c_22 = stablehlo.constant dense<12> : tensor<24x24xi32>
    %c_23 = stablehlo.constant dense<12> : tensor<24x24x1xi32>
    %c_24 = stablehlo.constant dense<11> : tensor<24x24x1xi32>
    %c_25 = stablehlo.constant dense<10> : tensor<24x24x1xi32>
    %c_26 = stablehlo.constant dense<9> : tensor<24x24xi32>
    %c_27 = stablehlo.constant dense<9> : tensor<24x24x1xi32>
    %c_28 = stablehlo.constant dense<8> : tensor<24x24x1xi32>
    %c_29 = stablehlo.constant dense<7> : tensor<24x24x1xi32>
    %c_30 = stablehlo.constant dense<5> : tensor<24x24x1xi32>
    %c_31 = stablehlo.constant dense<4> : tensor<24x24x1xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<24x24xi32>
    %c_33 = stablehlo.constant dense<6> : tensor<24x24xi32>
    %c_34 = stablehlo.constant dense<6> : tensor<24x24x1xi32>
    %c_35 = stablehlo.constant dense<3> : tensor<24x24xi32>
    %c_36 = stablehlo.constant dense<3> : tensor<24x24x1xi32>
    %c_37 = stablehlo.constant dense<1> : tensor<24x24xi32>
    %c_38 = stablehlo.constant dense<1> : tensor<24x24x1xi32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<1024x13824xf32>
    %c_40 = stablehlo.constant dense<24> : tensor<24x24xi32>
    %c_41 = stablehlo.constant dense<24> : tensor<24x24x1xi32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<3> : tensor<i32>
    %c_45 = stablehlo.constant dense<"0x0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000300000003000000030000000300000003000000030000000300000003000000030000000300000003000000030000000300000003000000030000000300000003000000030000000300000003000000030000000300000003000000030000000400000004000000040000000400000004000000040000000400000004000000040000000400000004000000040000000400000004000000040000000400000004000000040000000400000004000000040000000400000004000000040000000500000005000000050000000500000005000000050000000500000005000000050000000500000005000000050000000500000005000000050000000500000005000000050000000500000005000000050000000500000005000000050000000600000006000000060000000600000006000000060000000600000006000000060000000600000006000000060000000600000006000000060000000600000006000000060000000600000006000000060000000600000006000000060000000700000007000000070000000700000007000000070000000700000007000000070000000700000007000000070000000700000007000000070000000700000007000000070000000700000007000000070000000700000007000000070000000800000008000000080000000800000008000000080000000800000008000000080000000800000008000000080000000800000008000000080000000800000008000000080000000800000008000000080000000800000008000000080000000900000009000000090000000900000009000000090000000900000009000000090000000900000009000000090000000900000009000000090000000900000009000000090000000900000009000000090000000900000009000000090000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000A0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000B0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000C0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000D0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000E0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F0000000F000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000110000001100000011000000110000001100000011000000110000001100000011000000110000001100000011000000110000001100000011000000110000001100000011000000110000001100000011000000110000001100000011000000120000001200000012000000120000001200000012000000120000001200000012000000120000001200000012000000120000001200000012000000120000001200000012000000120000001200000012000000120000001200000012000000130000001300000013000000130000001300000013000000130000001300000013000000130000001300000013000000130000001300000013000000130000001300000013000000130000001300000013000000130000001300000013000000140000001400000014000000140000001400000014000000140000001400000014000000140000001400000014000000140000001400000014000000140000001400000014000000140000001400000014000000140000001400000014000000150000001500000015000000150000001500000015000000150000001500000015000000150000001500000015000000150000001500000015000000150000001500000015000000150000001500000015000000150000001500000015000000160000001600000016000000160000001600000016000000160000001600000016000000160000001600000016000000160000001600000016000000160000001600000016000000160000001600000016000000160000001600000016000000170000001700000017000000170000001700000017000000170000001700000017000000170000001700000017000000170000001700000017000000170000001700000017000000170000001700000017000000170000001700000017000000"> : tensor<24x24xi32>
    %c_46 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F0000001000000011000000120000001300000014000000150000001600000017000000"> : tensor<24x24xi32>
    %c_47 = stablehlo.constant dense<"0x010101000000000000000000000000000000000000000000010101000000000000000000000000000000000000000000010101000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<24x24xi1>
    %c_48 = stablehlo.constant dense<2> : tensor<24x24xi32>
    %c_49 = stablehlo.constant dense<2> : tensor<24x24x1xi32>
    %0 = stablehlo.minimum %c_46, %c_48 : tensor<24x24xi32>
    %1 = stablehlo.minimum %c_45, %c_48 : tensor<24x24xi32>
    %2 = stablehlo.multiply %c_45, %c_40 : tensor<24x24xi32>
    %3 = stablehlo.add %2, %c_46 : tensor<24x24xi32>
    %4 = stablehlo.multiply %3, %c_40 : tensor<24x24xi32>
    %5 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %6 = stablehlo.reshape %0 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %7 = "stablehlo.gather"(%5, %6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<24x24x1xi32>) -> tensor<24x24xf32>
    %8 = stablehlo.reshape %1 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %9 = "stablehlo.gather"(%5, %8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<24x24x1xi32>) -> tensor<24x24xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<24x24xf32>
    %11 = stablehlo.reshape %4 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<24x24xf32>) -> tensor<1024x24x24xf32>
    %13 = "stablehlo.scatter"(%cst_39, %11, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %14 = stablehlo.add %4, %c_37 : tensor<24x24xi32>
    %15 = stablehlo.add %c_35, %0 : tensor<24x24xi32>
    %16 = stablehlo.reshape %15 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %17 = "stablehlo.gather"(%5, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<24x24x1xi32>) -> tensor<24x24xf32>
    %18 = stablehlo.add %c_35, %1 : tensor<24x24xi32>
    %19 = stablehlo.reshape %18 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %20 = "stablehlo.gather"(%5, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<24x24x1xi32>) -> tensor<24x24xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<24x24xf32>
    %22 = stablehlo.reshape %14 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<24x24xf32>) -> tensor<1024x24x24xf32>
    %24 = "stablehlo.scatter"(%13, %22, %23) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %25 = stablehlo.add %4, %c_48 : tensor<24x24xi32>
    %26 = stablehlo.add %c_33, %0 : tensor<24x24xi32>
    %27 = stablehlo.reshape %26 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %28 = "stablehlo.gather"(%5, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<24x24x1xi32>) -> tensor<24x24xf32>
    %29 = stablehlo.add %c_33, %1 : tensor<24x24xi32>
    %30 = stablehlo.reshape %29 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %31 = "stablehlo.gather"(%5, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<24x24x1xi32>) -> tensor<24x24xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<24x24xf32>
    %33 = stablehlo.reshape %25 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<24x24xf32>) -> tensor<1024x24x24xf32>
    %35 = "stablehlo.scatter"(%24, %33, %34) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %36 = "stablehlo.gather"(%arg1, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %37 = "stablehlo.gather"(%35, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<1024x24x24xf32>
    %39 = "stablehlo.gather"(%arg1, %c_38) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %40 = "stablehlo.gather"(%35, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<1024x24x24xf32>
    %42 = stablehlo.add %38, %41 : tensor<1024x24x24xf32>
    %43 = "stablehlo.gather"(%arg1, %c_49) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %44 = "stablehlo.gather"(%35, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<1024x24x24xf32>
    %46 = stablehlo.add %42, %45 : tensor<1024x24x24xf32>
    %47 = "stablehlo.scatter"(%cst_39, %11, %46) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %48 = "stablehlo.gather"(%arg1, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %49 = stablehlo.multiply %37, %48 : tensor<1024x24x24xf32>
    %50 = "stablehlo.gather"(%arg1, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %51 = stablehlo.multiply %40, %50 : tensor<1024x24x24xf32>
    %52 = stablehlo.add %49, %51 : tensor<1024x24x24xf32>
    %53 = "stablehlo.gather"(%arg1, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %54 = stablehlo.multiply %44, %53 : tensor<1024x24x24xf32>
    %55 = stablehlo.add %52, %54 : tensor<1024x24x24xf32>
    %56 = "stablehlo.scatter"(%47, %22, %55) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %57 = "stablehlo.gather"(%arg1, %c_34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %58 = stablehlo.multiply %37, %57 : tensor<1024x24x24xf32>
    %59 = "stablehlo.gather"(%arg1, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %60 = stablehlo.multiply %40, %59 : tensor<1024x24x24xf32>
    %61 = stablehlo.add %58, %60 : tensor<1024x24x24xf32>
    %62 = "stablehlo.gather"(%arg1, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %63 = stablehlo.multiply %44, %62 : tensor<1024x24x24xf32>
    %64 = stablehlo.add %61, %63 : tensor<1024x24x24xf32>
    %65 = "stablehlo.scatter"(%56, %33, %64) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %66 = "stablehlo.gather"(%arg1, %c_27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %67 = stablehlo.multiply %37, %66 : tensor<1024x24x24xf32>
    %68 = "stablehlo.gather"(%arg1, %c_25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %69 = stablehlo.multiply %40, %68 : tensor<1024x24x24xf32>
    %70 = stablehlo.add %67, %69 : tensor<1024x24x24xf32>
    %71 = "stablehlo.gather"(%arg1, %c_24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %72 = stablehlo.multiply %44, %71 : tensor<1024x24x24xf32>
    %73 = stablehlo.add %70, %72 : tensor<1024x24x24xf32>
    %74 = "stablehlo.scatter"(%cst_39, %11, %73) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %75 = "stablehlo.gather"(%arg1, %c_23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %76 = stablehlo.multiply %37, %75 : tensor<1024x24x24xf32>
    %77 = "stablehlo.gather"(%arg1, %c_21) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %78 = stablehlo.multiply %40, %77 : tensor<1024x24x24xf32>
    %79 = stablehlo.add %76, %78 : tensor<1024x24x24xf32>
    %80 = "stablehlo.gather"(%arg1, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %81 = stablehlo.multiply %44, %80 : tensor<1024x24x24xf32>
    %82 = stablehlo.add %79, %81 : tensor<1024x24x24xf32>
    %83 = "stablehlo.scatter"(%74, %22, %82) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %84 = "stablehlo.gather"(%arg1, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %85 = stablehlo.multiply %37, %84 : tensor<1024x24x24xf32>
    %86 = "stablehlo.gather"(%arg1, %c_17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %87 = stablehlo.multiply %40, %86 : tensor<1024x24x24xf32>
    %88 = stablehlo.add %85, %87 : tensor<1024x24x24xf32>
    %89 = "stablehlo.gather"(%arg1, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %90 = stablehlo.multiply %44, %89 : tensor<1024x24x24xf32>
    %91 = stablehlo.add %88, %90 : tensor<1024x24x24xf32>
    %92 = "stablehlo.scatter"(%83, %33, %91) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %93 = "stablehlo.gather"(%arg1, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %94 = stablehlo.multiply %37, %93 : tensor<1024x24x24xf32>
    %95 = "stablehlo.gather"(%arg1, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %96 = stablehlo.multiply %40, %95 : tensor<1024x24x24xf32>
    %97 = stablehlo.add %94, %96 : tensor<1024x24x24xf32>
    %98 = "stablehlo.gather"(%arg1, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %99 = stablehlo.multiply %44, %98 : tensor<1024x24x24xf32>
    %100 = stablehlo.add %97, %99 : tensor<1024x24x24xf32>
    %101 = "stablehlo.scatter"(%cst_39, %11, %100) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %102 = "stablehlo.gather"(%arg1, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %103 = stablehlo.multiply %37, %102 : tensor<1024x24x24xf32>
    %104 = "stablehlo.gather"(%arg1, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %105 = stablehlo.multiply %40, %104 : tensor<1024x24x24xf32>
    %106 = stablehlo.add %103, %105 : tensor<1024x24x24xf32>
    %107 = "stablehlo.gather"(%arg1, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %108 = stablehlo.multiply %44, %107 : tensor<1024x24x24xf32>
    %109 = stablehlo.add %106, %108 : tensor<1024x24x24xf32>
    %110 = "stablehlo.scatter"(%101, %22, %109) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %111 = "stablehlo.gather"(%arg1, %c_41) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %112 = stablehlo.multiply %37, %111 : tensor<1024x24x24xf32>
    %113 = "stablehlo.gather"(%arg1, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %114 = stablehlo.multiply %40, %113 : tensor<1024x24x24xf32>
    %115 = stablehlo.add %112, %114 : tensor<1024x24x24xf32>
    %116 = "stablehlo.gather"(%arg1, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x27xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %117 = stablehlo.multiply %44, %116 : tensor<1024x24x24xf32>
    %118 = stablehlo.add %115, %117 : tensor<1024x24x24xf32>
    %119 = "stablehlo.scatter"(%110, %33, %118) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %120 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x1xf32>) -> tensor<f32>
    %122 = stablehlo.multiply %121, %121 : tensor<f32>
    %123 = "stablehlo.gather"(%65, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %124 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<1024x24x24xf32>
    %126 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x1xf32>) -> tensor<f32>
    %128 = stablehlo.multiply %127, %127 : tensor<f32>
    %129 = "stablehlo.gather"(%65, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<1024x24x24xf32>
    %132 = stablehlo.add %125, %131 : tensor<1024x24x24xf32>
    %133 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<1x1xf32>) -> tensor<f32>
    %135 = stablehlo.multiply %134, %134 : tensor<f32>
    %136 = "stablehlo.gather"(%65, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<1024x24x24xf32>
    %139 = stablehlo.add %132, %138 : tensor<1024x24x24xf32>
    %140 = "stablehlo.scatter"(%cst_39, %11, %139) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %141 = "stablehlo.gather"(%92, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %142 = stablehlo.multiply %124, %141 : tensor<1024x24x24xf32>
    %143 = "stablehlo.gather"(%92, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %144 = stablehlo.multiply %130, %143 : tensor<1024x24x24xf32>
    %145 = stablehlo.add %142, %144 : tensor<1024x24x24xf32>
    %146 = "stablehlo.gather"(%92, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<1024x24x24xf32>
    %148 = stablehlo.add %145, %147 : tensor<1024x24x24xf32>
    %149 = "stablehlo.scatter"(%140, %22, %148) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %150 = "stablehlo.gather"(%119, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %151 = stablehlo.multiply %124, %150 : tensor<1024x24x24xf32>
    %152 = "stablehlo.gather"(%119, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %153 = stablehlo.multiply %130, %152 : tensor<1024x24x24xf32>
    %154 = stablehlo.add %151, %153 : tensor<1024x24x24xf32>
    %155 = "stablehlo.gather"(%119, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %156 = stablehlo.multiply %137, %155 : tensor<1024x24x24xf32>
    %157 = stablehlo.add %154, %156 : tensor<1024x24x24xf32>
    %158 = "stablehlo.scatter"(%149, %33, %157) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %159 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x1xf32>) -> tensor<f32>
    %161 = stablehlo.slice %arg0 [0:1, 0:2] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %162 = stablehlo.reduce(%161 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0] : (tensor<1xf32>) -> tensor<1024x24x24xf32>
    %164 = stablehlo.multiply %163, %123 : tensor<1024x24x24xf32>
    %165 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<1x1xf32>) -> tensor<f32>
    %167 = stablehlo.slice %arg0 [1:2, 0:2] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %168 = stablehlo.reduce(%167 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0] : (tensor<1xf32>) -> tensor<1024x24x24xf32>
    %170 = stablehlo.multiply %169, %129 : tensor<1024x24x24xf32>
    %171 = stablehlo.add %164, %170 : tensor<1024x24x24xf32>
    %172 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %173 = stablehlo.reshape %172 : (tensor<1x1xf32>) -> tensor<f32>
    %174 = stablehlo.slice %arg0 [2:3, 0:2] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %175 = stablehlo.reduce(%174 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0] : (tensor<1xf32>) -> tensor<1024x24x24xf32>
    %177 = stablehlo.multiply %176, %136 : tensor<1024x24x24xf32>
    %178 = stablehlo.add %171, %177 : tensor<1024x24x24xf32>
    %179 = "stablehlo.scatter"(%cst_39, %11, %178) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %180 = stablehlo.multiply %163, %141 : tensor<1024x24x24xf32>
    %181 = stablehlo.multiply %169, %143 : tensor<1024x24x24xf32>
    %182 = stablehlo.add %180, %181 : tensor<1024x24x24xf32>
    %183 = stablehlo.multiply %176, %146 : tensor<1024x24x24xf32>
    %184 = stablehlo.add %182, %183 : tensor<1024x24x24xf32>
    %185 = "stablehlo.scatter"(%179, %22, %184) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %186 = stablehlo.multiply %163, %150 : tensor<1024x24x24xf32>
    %187 = stablehlo.multiply %169, %152 : tensor<1024x24x24xf32>
    %188 = stablehlo.add %186, %187 : tensor<1024x24x24xf32>
    %189 = stablehlo.multiply %176, %155 : tensor<1024x24x24xf32>
    %190 = stablehlo.add %188, %189 : tensor<1024x24x24xf32>
    %191 = "stablehlo.scatter"(%185, %33, %190) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %192 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %193 = stablehlo.reshape %192 : (tensor<1x1xf32>) -> tensor<f32>
    %194 = stablehlo.multiply %121, %193 : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %196 = stablehlo.multiply %195, %123 : tensor<1024x24x24xf32>
    %197 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x1xf32>) -> tensor<f32>
    %199 = stablehlo.multiply %127, %198 : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %201 = stablehlo.multiply %200, %129 : tensor<1024x24x24xf32>
    %202 = stablehlo.add %196, %201 : tensor<1024x24x24xf32>
    %203 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %204 = stablehlo.reshape %203 : (tensor<1x1xf32>) -> tensor<f32>
    %205 = stablehlo.multiply %134, %204 : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %207 = stablehlo.multiply %206, %136 : tensor<1024x24x24xf32>
    %208 = stablehlo.add %202, %207 : tensor<1024x24x24xf32>
    %209 = "stablehlo.scatter"(%cst_39, %11, %208) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %210 = stablehlo.multiply %195, %141 : tensor<1024x24x24xf32>
    %211 = stablehlo.multiply %200, %143 : tensor<1024x24x24xf32>
    %212 = stablehlo.add %210, %211 : tensor<1024x24x24xf32>
    %213 = stablehlo.multiply %206, %146 : tensor<1024x24x24xf32>
    %214 = stablehlo.add %212, %213 : tensor<1024x24x24xf32>
    %215 = "stablehlo.scatter"(%209, %22, %214) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %216 = stablehlo.multiply %195, %150 : tensor<1024x24x24xf32>
    %217 = stablehlo.multiply %200, %152 : tensor<1024x24x24xf32>
    %218 = stablehlo.add %216, %217 : tensor<1024x24x24xf32>
    %219 = stablehlo.multiply %206, %155 : tensor<1024x24x24xf32>
    %220 = stablehlo.add %218, %219 : tensor<1024x24x24xf32>
    %221 = "stablehlo.scatter"(%215, %33, %220) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %222 = stablehlo.multiply %160, %160 : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %224 = stablehlo.multiply %223, %123 : tensor<1024x24x24xf32>
    %225 = stablehlo.multiply %166, %166 : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %227 = stablehlo.multiply %226, %129 : tensor<1024x24x24xf32>
    %228 = stablehlo.add %224, %227 : tensor<1024x24x24xf32>
    %229 = stablehlo.multiply %173, %173 : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %231 = stablehlo.multiply %230, %136 : tensor<1024x24x24xf32>
    %232 = stablehlo.add %228, %231 : tensor<1024x24x24xf32>
    %233 = "stablehlo.scatter"(%cst_39, %11, %232) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %234 = stablehlo.multiply %223, %141 : tensor<1024x24x24xf32>
    %235 = stablehlo.multiply %226, %143 : tensor<1024x24x24xf32>
    %236 = stablehlo.add %234, %235 : tensor<1024x24x24xf32>
    %237 = stablehlo.multiply %230, %146 : tensor<1024x24x24xf32>
    %238 = stablehlo.add %236, %237 : tensor<1024x24x24xf32>
    %239 = "stablehlo.scatter"(%233, %22, %238) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %240 = stablehlo.multiply %223, %150 : tensor<1024x24x24xf32>
    %241 = stablehlo.multiply %226, %152 : tensor<1024x24x24xf32>
    %242 = stablehlo.add %240, %241 : tensor<1024x24x24xf32>
    %243 = stablehlo.multiply %230, %155 : tensor<1024x24x24xf32>
    %244 = stablehlo.add %242, %243 : tensor<1024x24x24xf32>
    %245 = "stablehlo.scatter"(%239, %33, %244) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %246 = stablehlo.slice %arg0 [0:1, 1:3] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %247 = stablehlo.reduce(%246 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<1xf32>) -> tensor<1024x24x24xf32>
    %249 = stablehlo.multiply %248, %123 : tensor<1024x24x24xf32>
    %250 = stablehlo.slice %arg0 [1:2, 1:3] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %251 = stablehlo.reduce(%250 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0] : (tensor<1xf32>) -> tensor<1024x24x24xf32>
    %253 = stablehlo.multiply %252, %129 : tensor<1024x24x24xf32>
    %254 = stablehlo.add %249, %253 : tensor<1024x24x24xf32>
    %255 = stablehlo.slice %arg0 [2:3, 1:3] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %256 = stablehlo.reduce(%255 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0] : (tensor<1xf32>) -> tensor<1024x24x24xf32>
    %258 = stablehlo.multiply %257, %136 : tensor<1024x24x24xf32>
    %259 = stablehlo.add %254, %258 : tensor<1024x24x24xf32>
    %260 = "stablehlo.scatter"(%cst_39, %11, %259) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %261 = stablehlo.multiply %248, %141 : tensor<1024x24x24xf32>
    %262 = stablehlo.multiply %252, %143 : tensor<1024x24x24xf32>
    %263 = stablehlo.add %261, %262 : tensor<1024x24x24xf32>
    %264 = stablehlo.multiply %257, %146 : tensor<1024x24x24xf32>
    %265 = stablehlo.add %263, %264 : tensor<1024x24x24xf32>
    %266 = "stablehlo.scatter"(%260, %22, %265) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %267 = stablehlo.multiply %248, %150 : tensor<1024x24x24xf32>
    %268 = stablehlo.multiply %252, %152 : tensor<1024x24x24xf32>
    %269 = stablehlo.add %267, %268 : tensor<1024x24x24xf32>
    %270 = stablehlo.multiply %257, %155 : tensor<1024x24x24xf32>
    %271 = stablehlo.add %269, %270 : tensor<1024x24x24xf32>
    %272 = "stablehlo.scatter"(%266, %33, %271) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %273 = stablehlo.multiply %193, %193 : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %275 = stablehlo.multiply %274, %123 : tensor<1024x24x24xf32>
    %276 = stablehlo.multiply %198, %198 : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %278 = stablehlo.multiply %277, %129 : tensor<1024x24x24xf32>
    %279 = stablehlo.add %275, %278 : tensor<1024x24x24xf32>
    %280 = stablehlo.multiply %204, %204 : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [] : (tensor<f32>) -> tensor<1024x24x24xf32>
    %282 = stablehlo.multiply %281, %136 : tensor<1024x24x24xf32>
    %283 = stablehlo.add %279, %282 : tensor<1024x24x24xf32>
    %284 = "stablehlo.scatter"(%cst_39, %11, %283) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %285 = stablehlo.multiply %274, %141 : tensor<1024x24x24xf32>
    %286 = stablehlo.multiply %277, %143 : tensor<1024x24x24xf32>
    %287 = stablehlo.add %285, %286 : tensor<1024x24x24xf32>
    %288 = stablehlo.multiply %281, %146 : tensor<1024x24x24xf32>
    %289 = stablehlo.add %287, %288 : tensor<1024x24x24xf32>
    %290 = "stablehlo.scatter"(%284, %22, %289) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %291 = stablehlo.multiply %274, %150 : tensor<1024x24x24xf32>
    %292 = stablehlo.multiply %277, %152 : tensor<1024x24x24xf32>
    %293 = stablehlo.add %291, %292 : tensor<1024x24x24xf32>
    %294 = stablehlo.multiply %281, %155 : tensor<1024x24x24xf32>
    %295 = stablehlo.add %293, %294 : tensor<1024x24x24xf32>
    %296 = "stablehlo.scatter"(%290, %33, %295) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x13824xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x13824xf32>
    %297 = "stablehlo.gather"(%158, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %298 = "stablehlo.gather"(%158, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %299 = "stablehlo.gather"(%158, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %300 = stablehlo.reshape %297 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %301 = stablehlo.reshape %298 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %302 = stablehlo.reshape %299 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %303 = stablehlo.concatenate %300, %301, %302, dim = 1 : (tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>) -> tensor<1024x3x24x24xf32>
    %304 = "stablehlo.gather"(%191, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %305 = "stablehlo.gather"(%191, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %306 = "stablehlo.gather"(%191, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %307 = stablehlo.reshape %304 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %308 = stablehlo.reshape %305 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %309 = stablehlo.reshape %306 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %310 = stablehlo.concatenate %307, %308, %309, dim = 1 : (tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>) -> tensor<1024x3x24x24xf32>
    %311 = "stablehlo.gather"(%221, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %312 = "stablehlo.gather"(%221, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %313 = "stablehlo.gather"(%221, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %314 = stablehlo.reshape %311 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %315 = stablehlo.reshape %312 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %316 = stablehlo.reshape %313 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %317 = stablehlo.concatenate %314, %315, %316, dim = 1 : (tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>) -> tensor<1024x3x24x24xf32>
    %318 = "stablehlo.gather"(%245, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %319 = "stablehlo.gather"(%245, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %320 = "stablehlo.gather"(%245, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %321 = stablehlo.reshape %318 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %322 = stablehlo.reshape %319 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %323 = stablehlo.reshape %320 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %324 = stablehlo.concatenate %321, %322, %323, dim = 1 : (tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>) -> tensor<1024x3x24x24xf32>
    %325 = "stablehlo.gather"(%272, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %326 = "stablehlo.gather"(%272, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %327 = "stablehlo.gather"(%272, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %328 = stablehlo.reshape %325 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %329 = stablehlo.reshape %326 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %330 = stablehlo.reshape %327 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %331 = stablehlo.concatenate %328, %329, %330, dim = 1 : (tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>) -> tensor<1024x3x24x24xf32>
    %332 = "stablehlo.gather"(%296, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %333 = "stablehlo.gather"(%296, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %334 = "stablehlo.gather"(%296, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1>}> : (tensor<1024x13824xf32>, tensor<24x24x1xi32>) -> tensor<1024x24x24xf32>
    %335 = stablehlo.reshape %332 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %336 = stablehlo.reshape %333 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %337 = stablehlo.reshape %334 : (tensor<1024x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %338 = stablehlo.concatenate %335, %336, %337, dim = 1 : (tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>, tensor<1024x1x24x24xf32>) -> tensor<1024x3x24x24xf32>
    %339 = stablehlo.reshape %303 : (tensor<1024x3x24x24xf32>) -> tensor<1024x1x3x24x24xf32>
    %340 = stablehlo.reshape %310 : (tensor<1024x3x24x24xf32>) -> tensor<1024x1x3x24x24xf32>
    %341 = stablehlo.reshape %317 : (tensor<1024x3x24x24xf32>) -> tensor<1024x1x3x24x24xf32>
    %342 = stablehlo.reshape %324 : (tensor<1024x3x24x24xf32>) -> tensor<1024x1x3x24x24xf32>
    %343 = stablehlo.reshape %331 : (tensor<1024x3x24x24xf32>) -> tensor<1024x1x3x24x24xf32>
    %344 = stablehlo.reshape %338 : (tensor<1024x3x24x24xf32>) -> tensor<1024x1x3x24x24xf32>
    %345 = stablehlo.concatenate %339, %340, %341, %340, %342, %343, %341, %343, %344, dim = 1 : (tensor<1024x1x3x24x24xf32>, tensor<1024x1x3x24x24xf32>, tensor<1024x1x3x24x24xf32>, tensor<1024x1x3x24x24xf32>, tensor<1024x1x3x24x24xf32>, tensor<1024x1x3x24x24xf32>, tensor<1024x1x3x24x24xf32>, tensor<1024x1x3x24x24xf32>, tensor<1024x1x3x24x24xf32>) -> tensor<1024x9x3x24x24xf32>
    %346 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %347 = stablehlo.reshape %346 : (tensor<3x1xf32>) -> tensor<1x3xf32>
    %348 = stablehlo.multiply %347, %347 : tensor<1x3xf32>
    %349 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %350 = stablehlo.reshape %349 : (tensor<3x1xf32>) -> tensor<1x3xf32>
    %351 = stablehlo.slice %arg0 [0:3, 0:2] : (tensor<3x3xf32>) -> tensor<3x2xf32>
    %352 = stablehlo.reduce(%351 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %353 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %354 = stablehlo.reshape %353 : (tensor<3x1xf32>) -> tensor<1x3xf32>
    %355 = stablehlo.multiply %347, %354 : tensor<1x3xf32>
    %356 = stablehlo.multiply %350, %350 : tensor<1x3xf32>
    %357 = stablehlo.slice %arg0 [0:3, 1:3] : (tensor<3x3xf32>) -> tensor<3x2xf32>
    %358 = stablehlo.reduce(%357 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %359 = stablehlo.multiply %354, %354 : tensor<1x3xf32>
    %360 = stablehlo.reshape %352 : (tensor<3xf32>) -> tensor<1x3xf32>
    %361 = stablehlo.reshape %358 : (tensor<3xf32>) -> tensor<1x3xf32>
    %362 = stablehlo.concatenate %348, %360, %355, %360, %356, %361, %355, %361, %359, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<9x3xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [1, 2] : (tensor<9x3xf32>) -> tensor<9x9x3xf32>
    %364 = stablehlo.reshape %363 : (tensor<9x9x3xf32>) -> tensor<81x3xf32>
    %365 = stablehlo.transpose %364, dims = [1, 0] : (tensor<81x3xf32>) -> tensor<3x81xf32>
    %366:2 = stablehlo.while(%iterArg = %c_43, %iterArg_50 = %cst_5) : tensor<i32>, tensor<1024x81x24x24xf32>
    cond {
      %1118 = stablehlo.compare LT, %iterArg, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1118 : tensor<i1>
    } do {
      %1118 = stablehlo.add %iterArg, %c_42 : tensor<i32>
      %1119 = stablehlo.dynamic_slice %345, %c_43, %c_43, %iterArg, %c_43, %c_43, sizes = [1024, 9, 1, 24, 24] : (tensor<1024x9x3x24x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x9x1x24x24xf32>
      %1120 = stablehlo.reshape %1119 : (tensor<1024x9x1x24x24xf32>) -> tensor<1024x9x24x24xf32>
      %1121 = stablehlo.dynamic_slice %365, %iterArg, %c_43, sizes = [1, 81] : (tensor<3x81xf32>, tensor<i32>, tensor<i32>) -> tensor<1x81xf32>
      %1122 = "stablehlo.gather"(%1120, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1024, 1, 24, 24>}> : (tensor<1024x9x24x24xf32>, tensor<81x1xi32>) -> tensor<1024x81x24x24xf32>
      %1123 = stablehlo.broadcast_in_dim %1121, dims = [0, 1] : (tensor<1x81xf32>) -> tensor<1024x81x24x24xf32>
      %1124 = stablehlo.multiply %1123, %1122 : tensor<1024x81x24x24xf32>
      %1125 = stablehlo.add %iterArg_50, %1124 : tensor<1024x81x24x24xf32>
      stablehlo.return %1118, %1125 : tensor<i32>, tensor<1024x81x24x24xf32>
    }
    %367 = stablehlo.multiply %0, %c_3 : tensor<24x24xi32>
    %368 = stablehlo.add %367, %1 : tensor<24x24xi32>
    %369 = stablehlo.slice %366#1 [0:1024, 0:1, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %370 = stablehlo.reshape %369 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %371 = stablehlo.select %c_47, %368, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %372 = stablehlo.compare LT, %371, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %373 = stablehlo.add %371, %c_1 : tensor<24x24xi32>
    %374 = stablehlo.select %372, %373, %371 : tensor<24x24xi1>, tensor<24x24xi32>
    %375 = stablehlo.reshape %374 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %376 = "stablehlo.scatter"(%cst_4, %375, %370) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %377 = stablehlo.add %c_26, %1 : tensor<24x24xi32>
    %378 = stablehlo.add %367, %377 : tensor<24x24xi32>
    %379 = stablehlo.slice %366#1 [0:1024, 1:2, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %380 = stablehlo.reshape %379 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %381 = stablehlo.select %c_47, %378, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %382 = stablehlo.compare LT, %381, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %383 = stablehlo.add %381, %c_1 : tensor<24x24xi32>
    %384 = stablehlo.select %382, %383, %381 : tensor<24x24xi1>, tensor<24x24xi32>
    %385 = stablehlo.reshape %384 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %386 = "stablehlo.scatter"(%376, %385, %380) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %387 = stablehlo.add %c_14, %1 : tensor<24x24xi32>
    %388 = stablehlo.add %367, %387 : tensor<24x24xi32>
    %389 = stablehlo.slice %366#1 [0:1024, 2:3, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %390 = stablehlo.reshape %389 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %391 = stablehlo.select %c_47, %388, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %392 = stablehlo.compare LT, %391, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %393 = stablehlo.add %391, %c_1 : tensor<24x24xi32>
    %394 = stablehlo.select %392, %393, %391 : tensor<24x24xi1>, tensor<24x24xi32>
    %395 = stablehlo.reshape %394 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %396 = "stablehlo.scatter"(%386, %395, %390) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %397 = stablehlo.add %c_26, %0 : tensor<24x24xi32>
    %398 = stablehlo.multiply %397, %c_3 : tensor<24x24xi32>
    %399 = stablehlo.add %398, %1 : tensor<24x24xi32>
    %400 = stablehlo.slice %366#1 [0:1024, 3:4, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %401 = stablehlo.reshape %400 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %402 = stablehlo.select %c_47, %399, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %403 = stablehlo.compare LT, %402, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %404 = stablehlo.add %402, %c_1 : tensor<24x24xi32>
    %405 = stablehlo.select %403, %404, %402 : tensor<24x24xi1>, tensor<24x24xi32>
    %406 = stablehlo.reshape %405 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %407 = "stablehlo.scatter"(%396, %406, %401) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %408 = stablehlo.add %398, %377 : tensor<24x24xi32>
    %409 = stablehlo.slice %366#1 [0:1024, 4:5, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %410 = stablehlo.reshape %409 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %411 = stablehlo.select %c_47, %408, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %412 = stablehlo.compare LT, %411, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %413 = stablehlo.add %411, %c_1 : tensor<24x24xi32>
    %414 = stablehlo.select %412, %413, %411 : tensor<24x24xi1>, tensor<24x24xi32>
    %415 = stablehlo.reshape %414 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %416 = "stablehlo.scatter"(%407, %415, %410) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %417 = stablehlo.add %398, %387 : tensor<24x24xi32>
    %418 = stablehlo.slice %366#1 [0:1024, 5:6, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %419 = stablehlo.reshape %418 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %420 = stablehlo.select %c_47, %417, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %421 = stablehlo.compare LT, %420, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %422 = stablehlo.add %420, %c_1 : tensor<24x24xi32>
    %423 = stablehlo.select %421, %422, %420 : tensor<24x24xi1>, tensor<24x24xi32>
    %424 = stablehlo.reshape %423 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %425 = "stablehlo.scatter"(%416, %424, %419) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %426 = stablehlo.add %c_14, %0 : tensor<24x24xi32>
    %427 = stablehlo.multiply %426, %c_3 : tensor<24x24xi32>
    %428 = stablehlo.add %427, %1 : tensor<24x24xi32>
    %429 = stablehlo.slice %366#1 [0:1024, 6:7, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %430 = stablehlo.reshape %429 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %431 = stablehlo.select %c_47, %428, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %432 = stablehlo.compare LT, %431, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %433 = stablehlo.add %431, %c_1 : tensor<24x24xi32>
    %434 = stablehlo.select %432, %433, %431 : tensor<24x24xi1>, tensor<24x24xi32>
    %435 = stablehlo.reshape %434 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %436 = "stablehlo.scatter"(%425, %435, %430) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %437 = stablehlo.add %427, %377 : tensor<24x24xi32>
    %438 = stablehlo.slice %366#1 [0:1024, 7:8, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %439 = stablehlo.reshape %438 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %440 = stablehlo.select %c_47, %437, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %441 = stablehlo.compare LT, %440, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %442 = stablehlo.add %440, %c_1 : tensor<24x24xi32>
    %443 = stablehlo.select %441, %442, %440 : tensor<24x24xi1>, tensor<24x24xi32>
    %444 = stablehlo.reshape %443 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %445 = "stablehlo.scatter"(%436, %444, %439) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %446 = stablehlo.add %427, %387 : tensor<24x24xi32>
    %447 = stablehlo.slice %366#1 [0:1024, 8:9, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %448 = stablehlo.reshape %447 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %449 = stablehlo.select %c_47, %446, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %450 = stablehlo.compare LT, %449, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %451 = stablehlo.add %449, %c_1 : tensor<24x24xi32>
    %452 = stablehlo.select %450, %451, %449 : tensor<24x24xi1>, tensor<24x24xi32>
    %453 = stablehlo.reshape %452 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %454 = "stablehlo.scatter"(%445, %453, %448) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %455 = stablehlo.add %367, %18 : tensor<24x24xi32>
    %456 = stablehlo.slice %366#1 [0:1024, 9:10, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %457 = stablehlo.reshape %456 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %458 = stablehlo.select %c_47, %455, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %459 = stablehlo.compare LT, %458, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %460 = stablehlo.add %458, %c_1 : tensor<24x24xi32>
    %461 = stablehlo.select %459, %460, %458 : tensor<24x24xi1>, tensor<24x24xi32>
    %462 = stablehlo.reshape %461 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %463 = "stablehlo.scatter"(%454, %462, %457) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %464 = stablehlo.add %c_22, %1 : tensor<24x24xi32>
    %465 = stablehlo.add %367, %464 : tensor<24x24xi32>
    %466 = stablehlo.slice %366#1 [0:1024, 10:11, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %467 = stablehlo.reshape %466 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %468 = stablehlo.select %c_47, %465, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %469 = stablehlo.compare LT, %468, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %470 = stablehlo.add %468, %c_1 : tensor<24x24xi32>
    %471 = stablehlo.select %469, %470, %468 : tensor<24x24xi1>, tensor<24x24xi32>
    %472 = stablehlo.reshape %471 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %473 = "stablehlo.scatter"(%463, %472, %467) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %474 = stablehlo.add %c_10, %1 : tensor<24x24xi32>
    %475 = stablehlo.add %367, %474 : tensor<24x24xi32>
    %476 = stablehlo.slice %366#1 [0:1024, 11:12, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %477 = stablehlo.reshape %476 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %478 = stablehlo.select %c_47, %475, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %479 = stablehlo.compare LT, %478, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %480 = stablehlo.add %478, %c_1 : tensor<24x24xi32>
    %481 = stablehlo.select %479, %480, %478 : tensor<24x24xi1>, tensor<24x24xi32>
    %482 = stablehlo.reshape %481 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %483 = "stablehlo.scatter"(%473, %482, %477) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %484 = stablehlo.add %398, %18 : tensor<24x24xi32>
    %485 = stablehlo.slice %366#1 [0:1024, 12:13, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %486 = stablehlo.reshape %485 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %487 = stablehlo.select %c_47, %484, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %488 = stablehlo.compare LT, %487, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %489 = stablehlo.add %487, %c_1 : tensor<24x24xi32>
    %490 = stablehlo.select %488, %489, %487 : tensor<24x24xi1>, tensor<24x24xi32>
    %491 = stablehlo.reshape %490 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %492 = "stablehlo.scatter"(%483, %491, %486) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %493 = stablehlo.add %398, %464 : tensor<24x24xi32>
    %494 = stablehlo.slice %366#1 [0:1024, 13:14, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %495 = stablehlo.reshape %494 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %496 = stablehlo.select %c_47, %493, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %497 = stablehlo.compare LT, %496, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %498 = stablehlo.add %496, %c_1 : tensor<24x24xi32>
    %499 = stablehlo.select %497, %498, %496 : tensor<24x24xi1>, tensor<24x24xi32>
    %500 = stablehlo.reshape %499 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %501 = "stablehlo.scatter"(%492, %500, %495) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %502 = stablehlo.add %398, %474 : tensor<24x24xi32>
    %503 = stablehlo.slice %366#1 [0:1024, 14:15, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %504 = stablehlo.reshape %503 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %505 = stablehlo.select %c_47, %502, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %506 = stablehlo.compare LT, %505, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %507 = stablehlo.add %505, %c_1 : tensor<24x24xi32>
    %508 = stablehlo.select %506, %507, %505 : tensor<24x24xi1>, tensor<24x24xi32>
    %509 = stablehlo.reshape %508 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %510 = "stablehlo.scatter"(%501, %509, %504) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %511 = stablehlo.add %427, %18 : tensor<24x24xi32>
    %512 = stablehlo.slice %366#1 [0:1024, 15:16, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %513 = stablehlo.reshape %512 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %514 = stablehlo.select %c_47, %511, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %515 = stablehlo.compare LT, %514, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %516 = stablehlo.add %514, %c_1 : tensor<24x24xi32>
    %517 = stablehlo.select %515, %516, %514 : tensor<24x24xi1>, tensor<24x24xi32>
    %518 = stablehlo.reshape %517 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %519 = "stablehlo.scatter"(%510, %518, %513) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %520 = stablehlo.add %427, %464 : tensor<24x24xi32>
    %521 = stablehlo.slice %366#1 [0:1024, 16:17, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %522 = stablehlo.reshape %521 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %523 = stablehlo.select %c_47, %520, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %524 = stablehlo.compare LT, %523, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %525 = stablehlo.add %523, %c_1 : tensor<24x24xi32>
    %526 = stablehlo.select %524, %525, %523 : tensor<24x24xi1>, tensor<24x24xi32>
    %527 = stablehlo.reshape %526 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %528 = "stablehlo.scatter"(%519, %527, %522) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %529 = stablehlo.add %427, %474 : tensor<24x24xi32>
    %530 = stablehlo.slice %366#1 [0:1024, 17:18, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %531 = stablehlo.reshape %530 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %532 = stablehlo.select %c_47, %529, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %533 = stablehlo.compare LT, %532, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %534 = stablehlo.add %532, %c_1 : tensor<24x24xi32>
    %535 = stablehlo.select %533, %534, %532 : tensor<24x24xi1>, tensor<24x24xi32>
    %536 = stablehlo.reshape %535 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %537 = "stablehlo.scatter"(%528, %536, %531) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %538 = stablehlo.add %367, %29 : tensor<24x24xi32>
    %539 = stablehlo.slice %366#1 [0:1024, 18:19, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %540 = stablehlo.reshape %539 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %541 = stablehlo.select %c_47, %538, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %542 = stablehlo.compare LT, %541, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %543 = stablehlo.add %541, %c_1 : tensor<24x24xi32>
    %544 = stablehlo.select %542, %543, %541 : tensor<24x24xi1>, tensor<24x24xi32>
    %545 = stablehlo.reshape %544 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %546 = "stablehlo.scatter"(%537, %545, %540) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %547 = stablehlo.add %c_18, %1 : tensor<24x24xi32>
    %548 = stablehlo.add %367, %547 : tensor<24x24xi32>
    %549 = stablehlo.slice %366#1 [0:1024, 19:20, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %550 = stablehlo.reshape %549 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %551 = stablehlo.select %c_47, %548, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %552 = stablehlo.compare LT, %551, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %553 = stablehlo.add %551, %c_1 : tensor<24x24xi32>
    %554 = stablehlo.select %552, %553, %551 : tensor<24x24xi1>, tensor<24x24xi32>
    %555 = stablehlo.reshape %554 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %556 = "stablehlo.scatter"(%546, %555, %550) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %557 = stablehlo.add %c_40, %1 : tensor<24x24xi32>
    %558 = stablehlo.add %367, %557 : tensor<24x24xi32>
    %559 = stablehlo.slice %366#1 [0:1024, 20:21, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %560 = stablehlo.reshape %559 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %561 = stablehlo.select %c_47, %558, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %562 = stablehlo.compare LT, %561, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %563 = stablehlo.add %561, %c_1 : tensor<24x24xi32>
    %564 = stablehlo.select %562, %563, %561 : tensor<24x24xi1>, tensor<24x24xi32>
    %565 = stablehlo.reshape %564 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %566 = "stablehlo.scatter"(%556, %565, %560) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %567 = stablehlo.add %398, %29 : tensor<24x24xi32>
    %568 = stablehlo.slice %366#1 [0:1024, 21:22, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %569 = stablehlo.reshape %568 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %570 = stablehlo.select %c_47, %567, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %571 = stablehlo.compare LT, %570, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %572 = stablehlo.add %570, %c_1 : tensor<24x24xi32>
    %573 = stablehlo.select %571, %572, %570 : tensor<24x24xi1>, tensor<24x24xi32>
    %574 = stablehlo.reshape %573 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %575 = "stablehlo.scatter"(%566, %574, %569) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %576 = stablehlo.add %398, %547 : tensor<24x24xi32>
    %577 = stablehlo.slice %366#1 [0:1024, 22:23, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %578 = stablehlo.reshape %577 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %579 = stablehlo.select %c_47, %576, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %580 = stablehlo.compare LT, %579, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %581 = stablehlo.add %579, %c_1 : tensor<24x24xi32>
    %582 = stablehlo.select %580, %581, %579 : tensor<24x24xi1>, tensor<24x24xi32>
    %583 = stablehlo.reshape %582 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %584 = "stablehlo.scatter"(%575, %583, %578) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %585 = stablehlo.add %398, %557 : tensor<24x24xi32>
    %586 = stablehlo.slice %366#1 [0:1024, 23:24, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %587 = stablehlo.reshape %586 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %588 = stablehlo.select %c_47, %585, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %589 = stablehlo.compare LT, %588, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %590 = stablehlo.add %588, %c_1 : tensor<24x24xi32>
    %591 = stablehlo.select %589, %590, %588 : tensor<24x24xi1>, tensor<24x24xi32>
    %592 = stablehlo.reshape %591 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %593 = "stablehlo.scatter"(%584, %592, %587) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %594 = stablehlo.add %427, %29 : tensor<24x24xi32>
    %595 = stablehlo.slice %366#1 [0:1024, 24:25, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %596 = stablehlo.reshape %595 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %597 = stablehlo.select %c_47, %594, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %598 = stablehlo.compare LT, %597, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %599 = stablehlo.add %597, %c_1 : tensor<24x24xi32>
    %600 = stablehlo.select %598, %599, %597 : tensor<24x24xi1>, tensor<24x24xi32>
    %601 = stablehlo.reshape %600 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %602 = "stablehlo.scatter"(%593, %601, %596) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %603 = stablehlo.add %427, %547 : tensor<24x24xi32>
    %604 = stablehlo.slice %366#1 [0:1024, 25:26, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %605 = stablehlo.reshape %604 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %606 = stablehlo.select %c_47, %603, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %607 = stablehlo.compare LT, %606, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %608 = stablehlo.add %606, %c_1 : tensor<24x24xi32>
    %609 = stablehlo.select %607, %608, %606 : tensor<24x24xi1>, tensor<24x24xi32>
    %610 = stablehlo.reshape %609 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %611 = "stablehlo.scatter"(%602, %610, %605) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %612 = stablehlo.add %427, %557 : tensor<24x24xi32>
    %613 = stablehlo.slice %366#1 [0:1024, 26:27, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %614 = stablehlo.reshape %613 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %615 = stablehlo.select %c_47, %612, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %616 = stablehlo.compare LT, %615, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %617 = stablehlo.add %615, %c_1 : tensor<24x24xi32>
    %618 = stablehlo.select %616, %617, %615 : tensor<24x24xi1>, tensor<24x24xi32>
    %619 = stablehlo.reshape %618 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %620 = "stablehlo.scatter"(%611, %619, %614) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %621 = stablehlo.multiply %15, %c_3 : tensor<24x24xi32>
    %622 = stablehlo.add %621, %1 : tensor<24x24xi32>
    %623 = stablehlo.slice %366#1 [0:1024, 27:28, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %624 = stablehlo.reshape %623 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %625 = stablehlo.select %c_47, %622, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %626 = stablehlo.compare LT, %625, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %627 = stablehlo.add %625, %c_1 : tensor<24x24xi32>
    %628 = stablehlo.select %626, %627, %625 : tensor<24x24xi1>, tensor<24x24xi32>
    %629 = stablehlo.reshape %628 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %630 = "stablehlo.scatter"(%620, %629, %624) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %631 = stablehlo.add %621, %377 : tensor<24x24xi32>
    %632 = stablehlo.slice %366#1 [0:1024, 28:29, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %633 = stablehlo.reshape %632 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %634 = stablehlo.select %c_47, %631, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %635 = stablehlo.compare LT, %634, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %636 = stablehlo.add %634, %c_1 : tensor<24x24xi32>
    %637 = stablehlo.select %635, %636, %634 : tensor<24x24xi1>, tensor<24x24xi32>
    %638 = stablehlo.reshape %637 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %639 = "stablehlo.scatter"(%630, %638, %633) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %640 = stablehlo.add %621, %387 : tensor<24x24xi32>
    %641 = stablehlo.slice %366#1 [0:1024, 29:30, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %642 = stablehlo.reshape %641 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %643 = stablehlo.select %c_47, %640, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %644 = stablehlo.compare LT, %643, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %645 = stablehlo.add %643, %c_1 : tensor<24x24xi32>
    %646 = stablehlo.select %644, %645, %643 : tensor<24x24xi1>, tensor<24x24xi32>
    %647 = stablehlo.reshape %646 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %648 = "stablehlo.scatter"(%639, %647, %642) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %649 = stablehlo.add %c_22, %0 : tensor<24x24xi32>
    %650 = stablehlo.multiply %649, %c_3 : tensor<24x24xi32>
    %651 = stablehlo.add %650, %1 : tensor<24x24xi32>
    %652 = stablehlo.slice %366#1 [0:1024, 30:31, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %653 = stablehlo.reshape %652 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %654 = stablehlo.select %c_47, %651, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %655 = stablehlo.compare LT, %654, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %656 = stablehlo.add %654, %c_1 : tensor<24x24xi32>
    %657 = stablehlo.select %655, %656, %654 : tensor<24x24xi1>, tensor<24x24xi32>
    %658 = stablehlo.reshape %657 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %659 = "stablehlo.scatter"(%648, %658, %653) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %660 = stablehlo.add %650, %377 : tensor<24x24xi32>
    %661 = stablehlo.slice %366#1 [0:1024, 31:32, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %662 = stablehlo.reshape %661 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %663 = stablehlo.select %c_47, %660, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %664 = stablehlo.compare LT, %663, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %665 = stablehlo.add %663, %c_1 : tensor<24x24xi32>
    %666 = stablehlo.select %664, %665, %663 : tensor<24x24xi1>, tensor<24x24xi32>
    %667 = stablehlo.reshape %666 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %668 = "stablehlo.scatter"(%659, %667, %662) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %669 = stablehlo.add %650, %387 : tensor<24x24xi32>
    %670 = stablehlo.slice %366#1 [0:1024, 32:33, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %671 = stablehlo.reshape %670 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %672 = stablehlo.select %c_47, %669, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %673 = stablehlo.compare LT, %672, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %674 = stablehlo.add %672, %c_1 : tensor<24x24xi32>
    %675 = stablehlo.select %673, %674, %672 : tensor<24x24xi1>, tensor<24x24xi32>
    %676 = stablehlo.reshape %675 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %677 = "stablehlo.scatter"(%668, %676, %671) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %678 = stablehlo.add %c_10, %0 : tensor<24x24xi32>
    %679 = stablehlo.multiply %678, %c_3 : tensor<24x24xi32>
    %680 = stablehlo.add %679, %1 : tensor<24x24xi32>
    %681 = stablehlo.slice %366#1 [0:1024, 33:34, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %682 = stablehlo.reshape %681 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %683 = stablehlo.select %c_47, %680, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %684 = stablehlo.compare LT, %683, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %685 = stablehlo.add %683, %c_1 : tensor<24x24xi32>
    %686 = stablehlo.select %684, %685, %683 : tensor<24x24xi1>, tensor<24x24xi32>
    %687 = stablehlo.reshape %686 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %688 = "stablehlo.scatter"(%677, %687, %682) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %689 = stablehlo.add %679, %377 : tensor<24x24xi32>
    %690 = stablehlo.slice %366#1 [0:1024, 34:35, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %691 = stablehlo.reshape %690 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %692 = stablehlo.select %c_47, %689, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %693 = stablehlo.compare LT, %692, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %694 = stablehlo.add %692, %c_1 : tensor<24x24xi32>
    %695 = stablehlo.select %693, %694, %692 : tensor<24x24xi1>, tensor<24x24xi32>
    %696 = stablehlo.reshape %695 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %697 = "stablehlo.scatter"(%688, %696, %691) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %698 = stablehlo.add %679, %387 : tensor<24x24xi32>
    %699 = stablehlo.slice %366#1 [0:1024, 35:36, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %700 = stablehlo.reshape %699 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %701 = stablehlo.select %c_47, %698, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %702 = stablehlo.compare LT, %701, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %703 = stablehlo.add %701, %c_1 : tensor<24x24xi32>
    %704 = stablehlo.select %702, %703, %701 : tensor<24x24xi1>, tensor<24x24xi32>
    %705 = stablehlo.reshape %704 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %706 = "stablehlo.scatter"(%697, %705, %700) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %707 = stablehlo.add %621, %18 : tensor<24x24xi32>
    %708 = stablehlo.slice %366#1 [0:1024, 36:37, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %709 = stablehlo.reshape %708 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %710 = stablehlo.select %c_47, %707, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %711 = stablehlo.compare LT, %710, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %712 = stablehlo.add %710, %c_1 : tensor<24x24xi32>
    %713 = stablehlo.select %711, %712, %710 : tensor<24x24xi1>, tensor<24x24xi32>
    %714 = stablehlo.reshape %713 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %715 = "stablehlo.scatter"(%706, %714, %709) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %716 = stablehlo.add %621, %464 : tensor<24x24xi32>
    %717 = stablehlo.slice %366#1 [0:1024, 37:38, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %718 = stablehlo.reshape %717 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %719 = stablehlo.select %c_47, %716, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %720 = stablehlo.compare LT, %719, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %721 = stablehlo.add %719, %c_1 : tensor<24x24xi32>
    %722 = stablehlo.select %720, %721, %719 : tensor<24x24xi1>, tensor<24x24xi32>
    %723 = stablehlo.reshape %722 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %724 = "stablehlo.scatter"(%715, %723, %718) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %725 = stablehlo.add %621, %474 : tensor<24x24xi32>
    %726 = stablehlo.slice %366#1 [0:1024, 38:39, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %727 = stablehlo.reshape %726 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %728 = stablehlo.select %c_47, %725, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %729 = stablehlo.compare LT, %728, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %730 = stablehlo.add %728, %c_1 : tensor<24x24xi32>
    %731 = stablehlo.select %729, %730, %728 : tensor<24x24xi1>, tensor<24x24xi32>
    %732 = stablehlo.reshape %731 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %733 = "stablehlo.scatter"(%724, %732, %727) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %734 = stablehlo.add %650, %18 : tensor<24x24xi32>
    %735 = stablehlo.slice %366#1 [0:1024, 39:40, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %736 = stablehlo.reshape %735 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %737 = stablehlo.select %c_47, %734, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %738 = stablehlo.compare LT, %737, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %739 = stablehlo.add %737, %c_1 : tensor<24x24xi32>
    %740 = stablehlo.select %738, %739, %737 : tensor<24x24xi1>, tensor<24x24xi32>
    %741 = stablehlo.reshape %740 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %742 = "stablehlo.scatter"(%733, %741, %736) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %743 = stablehlo.add %650, %464 : tensor<24x24xi32>
    %744 = stablehlo.slice %366#1 [0:1024, 40:41, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %745 = stablehlo.reshape %744 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %746 = stablehlo.select %c_47, %743, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %747 = stablehlo.compare LT, %746, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %748 = stablehlo.add %746, %c_1 : tensor<24x24xi32>
    %749 = stablehlo.select %747, %748, %746 : tensor<24x24xi1>, tensor<24x24xi32>
    %750 = stablehlo.reshape %749 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %751 = "stablehlo.scatter"(%742, %750, %745) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %752 = stablehlo.add %650, %474 : tensor<24x24xi32>
    %753 = stablehlo.slice %366#1 [0:1024, 41:42, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %754 = stablehlo.reshape %753 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %755 = stablehlo.select %c_47, %752, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %756 = stablehlo.compare LT, %755, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %757 = stablehlo.add %755, %c_1 : tensor<24x24xi32>
    %758 = stablehlo.select %756, %757, %755 : tensor<24x24xi1>, tensor<24x24xi32>
    %759 = stablehlo.reshape %758 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %760 = "stablehlo.scatter"(%751, %759, %754) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %761 = stablehlo.add %679, %18 : tensor<24x24xi32>
    %762 = stablehlo.slice %366#1 [0:1024, 42:43, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %763 = stablehlo.reshape %762 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %764 = stablehlo.select %c_47, %761, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %765 = stablehlo.compare LT, %764, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %766 = stablehlo.add %764, %c_1 : tensor<24x24xi32>
    %767 = stablehlo.select %765, %766, %764 : tensor<24x24xi1>, tensor<24x24xi32>
    %768 = stablehlo.reshape %767 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %769 = "stablehlo.scatter"(%760, %768, %763) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %770 = stablehlo.add %679, %464 : tensor<24x24xi32>
    %771 = stablehlo.slice %366#1 [0:1024, 43:44, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %772 = stablehlo.reshape %771 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %773 = stablehlo.select %c_47, %770, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %774 = stablehlo.compare LT, %773, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %775 = stablehlo.add %773, %c_1 : tensor<24x24xi32>
    %776 = stablehlo.select %774, %775, %773 : tensor<24x24xi1>, tensor<24x24xi32>
    %777 = stablehlo.reshape %776 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %778 = "stablehlo.scatter"(%769, %777, %772) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %779 = stablehlo.add %679, %474 : tensor<24x24xi32>
    %780 = stablehlo.slice %366#1 [0:1024, 44:45, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %781 = stablehlo.reshape %780 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %782 = stablehlo.select %c_47, %779, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %783 = stablehlo.compare LT, %782, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %784 = stablehlo.add %782, %c_1 : tensor<24x24xi32>
    %785 = stablehlo.select %783, %784, %782 : tensor<24x24xi1>, tensor<24x24xi32>
    %786 = stablehlo.reshape %785 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %787 = "stablehlo.scatter"(%778, %786, %781) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %788 = stablehlo.add %621, %29 : tensor<24x24xi32>
    %789 = stablehlo.slice %366#1 [0:1024, 45:46, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %790 = stablehlo.reshape %789 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %791 = stablehlo.select %c_47, %788, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %792 = stablehlo.compare LT, %791, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %793 = stablehlo.add %791, %c_1 : tensor<24x24xi32>
    %794 = stablehlo.select %792, %793, %791 : tensor<24x24xi1>, tensor<24x24xi32>
    %795 = stablehlo.reshape %794 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %796 = "stablehlo.scatter"(%787, %795, %790) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %797 = stablehlo.add %621, %547 : tensor<24x24xi32>
    %798 = stablehlo.slice %366#1 [0:1024, 46:47, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %799 = stablehlo.reshape %798 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %800 = stablehlo.select %c_47, %797, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %801 = stablehlo.compare LT, %800, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %802 = stablehlo.add %800, %c_1 : tensor<24x24xi32>
    %803 = stablehlo.select %801, %802, %800 : tensor<24x24xi1>, tensor<24x24xi32>
    %804 = stablehlo.reshape %803 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %805 = "stablehlo.scatter"(%796, %804, %799) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %806 = stablehlo.add %621, %557 : tensor<24x24xi32>
    %807 = stablehlo.slice %366#1 [0:1024, 47:48, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %808 = stablehlo.reshape %807 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %809 = stablehlo.select %c_47, %806, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %810 = stablehlo.compare LT, %809, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %811 = stablehlo.add %809, %c_1 : tensor<24x24xi32>
    %812 = stablehlo.select %810, %811, %809 : tensor<24x24xi1>, tensor<24x24xi32>
    %813 = stablehlo.reshape %812 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %814 = "stablehlo.scatter"(%805, %813, %808) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %815 = stablehlo.add %650, %29 : tensor<24x24xi32>
    %816 = stablehlo.slice %366#1 [0:1024, 48:49, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %817 = stablehlo.reshape %816 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %818 = stablehlo.select %c_47, %815, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %819 = stablehlo.compare LT, %818, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %820 = stablehlo.add %818, %c_1 : tensor<24x24xi32>
    %821 = stablehlo.select %819, %820, %818 : tensor<24x24xi1>, tensor<24x24xi32>
    %822 = stablehlo.reshape %821 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %823 = "stablehlo.scatter"(%814, %822, %817) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %824 = stablehlo.add %650, %547 : tensor<24x24xi32>
    %825 = stablehlo.slice %366#1 [0:1024, 49:50, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %826 = stablehlo.reshape %825 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %827 = stablehlo.select %c_47, %824, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %828 = stablehlo.compare LT, %827, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %829 = stablehlo.add %827, %c_1 : tensor<24x24xi32>
    %830 = stablehlo.select %828, %829, %827 : tensor<24x24xi1>, tensor<24x24xi32>
    %831 = stablehlo.reshape %830 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %832 = "stablehlo.scatter"(%823, %831, %826) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %833 = stablehlo.add %650, %557 : tensor<24x24xi32>
    %834 = stablehlo.slice %366#1 [0:1024, 50:51, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %835 = stablehlo.reshape %834 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %836 = stablehlo.select %c_47, %833, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %837 = stablehlo.compare LT, %836, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %838 = stablehlo.add %836, %c_1 : tensor<24x24xi32>
    %839 = stablehlo.select %837, %838, %836 : tensor<24x24xi1>, tensor<24x24xi32>
    %840 = stablehlo.reshape %839 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %841 = "stablehlo.scatter"(%832, %840, %835) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %842 = stablehlo.add %679, %29 : tensor<24x24xi32>
    %843 = stablehlo.slice %366#1 [0:1024, 51:52, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %844 = stablehlo.reshape %843 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %845 = stablehlo.select %c_47, %842, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %846 = stablehlo.compare LT, %845, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %847 = stablehlo.add %845, %c_1 : tensor<24x24xi32>
    %848 = stablehlo.select %846, %847, %845 : tensor<24x24xi1>, tensor<24x24xi32>
    %849 = stablehlo.reshape %848 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %850 = "stablehlo.scatter"(%841, %849, %844) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %851 = stablehlo.add %679, %547 : tensor<24x24xi32>
    %852 = stablehlo.slice %366#1 [0:1024, 52:53, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %853 = stablehlo.reshape %852 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %854 = stablehlo.select %c_47, %851, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %855 = stablehlo.compare LT, %854, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %856 = stablehlo.add %854, %c_1 : tensor<24x24xi32>
    %857 = stablehlo.select %855, %856, %854 : tensor<24x24xi1>, tensor<24x24xi32>
    %858 = stablehlo.reshape %857 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %859 = "stablehlo.scatter"(%850, %858, %853) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %860 = stablehlo.add %679, %557 : tensor<24x24xi32>
    %861 = stablehlo.slice %366#1 [0:1024, 53:54, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %862 = stablehlo.reshape %861 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %863 = stablehlo.select %c_47, %860, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %864 = stablehlo.compare LT, %863, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %865 = stablehlo.add %863, %c_1 : tensor<24x24xi32>
    %866 = stablehlo.select %864, %865, %863 : tensor<24x24xi1>, tensor<24x24xi32>
    %867 = stablehlo.reshape %866 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %868 = "stablehlo.scatter"(%859, %867, %862) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %869 = stablehlo.multiply %26, %c_3 : tensor<24x24xi32>
    %870 = stablehlo.add %869, %1 : tensor<24x24xi32>
    %871 = stablehlo.slice %366#1 [0:1024, 54:55, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %872 = stablehlo.reshape %871 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %873 = stablehlo.select %c_47, %870, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %874 = stablehlo.compare LT, %873, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %875 = stablehlo.add %873, %c_1 : tensor<24x24xi32>
    %876 = stablehlo.select %874, %875, %873 : tensor<24x24xi1>, tensor<24x24xi32>
    %877 = stablehlo.reshape %876 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %878 = "stablehlo.scatter"(%868, %877, %872) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %879 = stablehlo.add %869, %377 : tensor<24x24xi32>
    %880 = stablehlo.slice %366#1 [0:1024, 55:56, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %881 = stablehlo.reshape %880 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %882 = stablehlo.select %c_47, %879, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %883 = stablehlo.compare LT, %882, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %884 = stablehlo.add %882, %c_1 : tensor<24x24xi32>
    %885 = stablehlo.select %883, %884, %882 : tensor<24x24xi1>, tensor<24x24xi32>
    %886 = stablehlo.reshape %885 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %887 = "stablehlo.scatter"(%878, %886, %881) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %888 = stablehlo.add %869, %387 : tensor<24x24xi32>
    %889 = stablehlo.slice %366#1 [0:1024, 56:57, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %890 = stablehlo.reshape %889 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %891 = stablehlo.select %c_47, %888, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %892 = stablehlo.compare LT, %891, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %893 = stablehlo.add %891, %c_1 : tensor<24x24xi32>
    %894 = stablehlo.select %892, %893, %891 : tensor<24x24xi1>, tensor<24x24xi32>
    %895 = stablehlo.reshape %894 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %896 = "stablehlo.scatter"(%887, %895, %890) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %897 = stablehlo.add %c_18, %0 : tensor<24x24xi32>
    %898 = stablehlo.multiply %897, %c_3 : tensor<24x24xi32>
    %899 = stablehlo.add %898, %1 : tensor<24x24xi32>
    %900 = stablehlo.slice %366#1 [0:1024, 57:58, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %901 = stablehlo.reshape %900 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %902 = stablehlo.select %c_47, %899, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %903 = stablehlo.compare LT, %902, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %904 = stablehlo.add %902, %c_1 : tensor<24x24xi32>
    %905 = stablehlo.select %903, %904, %902 : tensor<24x24xi1>, tensor<24x24xi32>
    %906 = stablehlo.reshape %905 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %907 = "stablehlo.scatter"(%896, %906, %901) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %908 = stablehlo.add %898, %377 : tensor<24x24xi32>
    %909 = stablehlo.slice %366#1 [0:1024, 58:59, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %910 = stablehlo.reshape %909 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %911 = stablehlo.select %c_47, %908, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %912 = stablehlo.compare LT, %911, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %913 = stablehlo.add %911, %c_1 : tensor<24x24xi32>
    %914 = stablehlo.select %912, %913, %911 : tensor<24x24xi1>, tensor<24x24xi32>
    %915 = stablehlo.reshape %914 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %916 = "stablehlo.scatter"(%907, %915, %910) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %917 = stablehlo.add %898, %387 : tensor<24x24xi32>
    %918 = stablehlo.slice %366#1 [0:1024, 59:60, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %919 = stablehlo.reshape %918 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %920 = stablehlo.select %c_47, %917, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %921 = stablehlo.compare LT, %920, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %922 = stablehlo.add %920, %c_1 : tensor<24x24xi32>
    %923 = stablehlo.select %921, %922, %920 : tensor<24x24xi1>, tensor<24x24xi32>
    %924 = stablehlo.reshape %923 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %925 = "stablehlo.scatter"(%916, %924, %919) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %926 = stablehlo.add %c_40, %0 : tensor<24x24xi32>
    %927 = stablehlo.multiply %926, %c_3 : tensor<24x24xi32>
    %928 = stablehlo.add %927, %1 : tensor<24x24xi32>
    %929 = stablehlo.slice %366#1 [0:1024, 60:61, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %930 = stablehlo.reshape %929 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %931 = stablehlo.select %c_47, %928, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %932 = stablehlo.compare LT, %931, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %933 = stablehlo.add %931, %c_1 : tensor<24x24xi32>
    %934 = stablehlo.select %932, %933, %931 : tensor<24x24xi1>, tensor<24x24xi32>
    %935 = stablehlo.reshape %934 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %936 = "stablehlo.scatter"(%925, %935, %930) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %937 = stablehlo.add %927, %377 : tensor<24x24xi32>
    %938 = stablehlo.slice %366#1 [0:1024, 61:62, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %939 = stablehlo.reshape %938 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %940 = stablehlo.select %c_47, %937, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %941 = stablehlo.compare LT, %940, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %942 = stablehlo.add %940, %c_1 : tensor<24x24xi32>
    %943 = stablehlo.select %941, %942, %940 : tensor<24x24xi1>, tensor<24x24xi32>
    %944 = stablehlo.reshape %943 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %945 = "stablehlo.scatter"(%936, %944, %939) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %946 = stablehlo.add %927, %387 : tensor<24x24xi32>
    %947 = stablehlo.slice %366#1 [0:1024, 62:63, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %948 = stablehlo.reshape %947 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %949 = stablehlo.select %c_47, %946, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %950 = stablehlo.compare LT, %949, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %951 = stablehlo.add %949, %c_1 : tensor<24x24xi32>
    %952 = stablehlo.select %950, %951, %949 : tensor<24x24xi1>, tensor<24x24xi32>
    %953 = stablehlo.reshape %952 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %954 = "stablehlo.scatter"(%945, %953, %948) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %955 = stablehlo.add %869, %18 : tensor<24x24xi32>
    %956 = stablehlo.slice %366#1 [0:1024, 63:64, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %957 = stablehlo.reshape %956 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %958 = stablehlo.select %c_47, %955, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %959 = stablehlo.compare LT, %958, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %960 = stablehlo.add %958, %c_1 : tensor<24x24xi32>
    %961 = stablehlo.select %959, %960, %958 : tensor<24x24xi1>, tensor<24x24xi32>
    %962 = stablehlo.reshape %961 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %963 = "stablehlo.scatter"(%954, %962, %957) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %964 = stablehlo.add %869, %464 : tensor<24x24xi32>
    %965 = stablehlo.slice %366#1 [0:1024, 64:65, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %966 = stablehlo.reshape %965 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %967 = stablehlo.select %c_47, %964, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %968 = stablehlo.compare LT, %967, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %969 = stablehlo.add %967, %c_1 : tensor<24x24xi32>
    %970 = stablehlo.select %968, %969, %967 : tensor<24x24xi1>, tensor<24x24xi32>
    %971 = stablehlo.reshape %970 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %972 = "stablehlo.scatter"(%963, %971, %966) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %973 = stablehlo.add %869, %474 : tensor<24x24xi32>
    %974 = stablehlo.slice %366#1 [0:1024, 65:66, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %975 = stablehlo.reshape %974 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %976 = stablehlo.select %c_47, %973, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %977 = stablehlo.compare LT, %976, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %978 = stablehlo.add %976, %c_1 : tensor<24x24xi32>
    %979 = stablehlo.select %977, %978, %976 : tensor<24x24xi1>, tensor<24x24xi32>
    %980 = stablehlo.reshape %979 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %981 = "stablehlo.scatter"(%972, %980, %975) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %982 = stablehlo.add %898, %18 : tensor<24x24xi32>
    %983 = stablehlo.slice %366#1 [0:1024, 66:67, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %984 = stablehlo.reshape %983 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %985 = stablehlo.select %c_47, %982, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %986 = stablehlo.compare LT, %985, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %987 = stablehlo.add %985, %c_1 : tensor<24x24xi32>
    %988 = stablehlo.select %986, %987, %985 : tensor<24x24xi1>, tensor<24x24xi32>
    %989 = stablehlo.reshape %988 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %990 = "stablehlo.scatter"(%981, %989, %984) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %991 = stablehlo.add %898, %464 : tensor<24x24xi32>
    %992 = stablehlo.slice %366#1 [0:1024, 67:68, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %993 = stablehlo.reshape %992 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %994 = stablehlo.select %c_47, %991, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %995 = stablehlo.compare LT, %994, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %996 = stablehlo.add %994, %c_1 : tensor<24x24xi32>
    %997 = stablehlo.select %995, %996, %994 : tensor<24x24xi1>, tensor<24x24xi32>
    %998 = stablehlo.reshape %997 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %999 = "stablehlo.scatter"(%990, %998, %993) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1000 = stablehlo.add %898, %474 : tensor<24x24xi32>
    %1001 = stablehlo.slice %366#1 [0:1024, 68:69, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1002 = stablehlo.reshape %1001 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1003 = stablehlo.select %c_47, %1000, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1004 = stablehlo.compare LT, %1003, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1005 = stablehlo.add %1003, %c_1 : tensor<24x24xi32>
    %1006 = stablehlo.select %1004, %1005, %1003 : tensor<24x24xi1>, tensor<24x24xi32>
    %1007 = stablehlo.reshape %1006 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1008 = "stablehlo.scatter"(%999, %1007, %1002) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1009 = stablehlo.add %927, %18 : tensor<24x24xi32>
    %1010 = stablehlo.slice %366#1 [0:1024, 69:70, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1011 = stablehlo.reshape %1010 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1012 = stablehlo.select %c_47, %1009, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1013 = stablehlo.compare LT, %1012, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1014 = stablehlo.add %1012, %c_1 : tensor<24x24xi32>
    %1015 = stablehlo.select %1013, %1014, %1012 : tensor<24x24xi1>, tensor<24x24xi32>
    %1016 = stablehlo.reshape %1015 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1017 = "stablehlo.scatter"(%1008, %1016, %1011) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1018 = stablehlo.add %927, %464 : tensor<24x24xi32>
    %1019 = stablehlo.slice %366#1 [0:1024, 70:71, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1020 = stablehlo.reshape %1019 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1021 = stablehlo.select %c_47, %1018, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1022 = stablehlo.compare LT, %1021, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1023 = stablehlo.add %1021, %c_1 : tensor<24x24xi32>
    %1024 = stablehlo.select %1022, %1023, %1021 : tensor<24x24xi1>, tensor<24x24xi32>
    %1025 = stablehlo.reshape %1024 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1026 = "stablehlo.scatter"(%1017, %1025, %1020) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1027 = stablehlo.add %927, %474 : tensor<24x24xi32>
    %1028 = stablehlo.slice %366#1 [0:1024, 71:72, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1029 = stablehlo.reshape %1028 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1030 = stablehlo.select %c_47, %1027, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1031 = stablehlo.compare LT, %1030, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1032 = stablehlo.add %1030, %c_1 : tensor<24x24xi32>
    %1033 = stablehlo.select %1031, %1032, %1030 : tensor<24x24xi1>, tensor<24x24xi32>
    %1034 = stablehlo.reshape %1033 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1035 = "stablehlo.scatter"(%1026, %1034, %1029) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1036 = stablehlo.add %869, %29 : tensor<24x24xi32>
    %1037 = stablehlo.slice %366#1 [0:1024, 72:73, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1038 = stablehlo.reshape %1037 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1039 = stablehlo.select %c_47, %1036, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1040 = stablehlo.compare LT, %1039, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1041 = stablehlo.add %1039, %c_1 : tensor<24x24xi32>
    %1042 = stablehlo.select %1040, %1041, %1039 : tensor<24x24xi1>, tensor<24x24xi32>
    %1043 = stablehlo.reshape %1042 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1044 = "stablehlo.scatter"(%1035, %1043, %1038) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1045 = stablehlo.add %869, %547 : tensor<24x24xi32>
    %1046 = stablehlo.slice %366#1 [0:1024, 73:74, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1047 = stablehlo.reshape %1046 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1048 = stablehlo.select %c_47, %1045, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1049 = stablehlo.compare LT, %1048, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1050 = stablehlo.add %1048, %c_1 : tensor<24x24xi32>
    %1051 = stablehlo.select %1049, %1050, %1048 : tensor<24x24xi1>, tensor<24x24xi32>
    %1052 = stablehlo.reshape %1051 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1053 = "stablehlo.scatter"(%1044, %1052, %1047) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1054 = stablehlo.add %869, %557 : tensor<24x24xi32>
    %1055 = stablehlo.slice %366#1 [0:1024, 74:75, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1056 = stablehlo.reshape %1055 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1057 = stablehlo.select %c_47, %1054, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1058 = stablehlo.compare LT, %1057, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1059 = stablehlo.add %1057, %c_1 : tensor<24x24xi32>
    %1060 = stablehlo.select %1058, %1059, %1057 : tensor<24x24xi1>, tensor<24x24xi32>
    %1061 = stablehlo.reshape %1060 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1062 = "stablehlo.scatter"(%1053, %1061, %1056) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1063 = stablehlo.add %898, %29 : tensor<24x24xi32>
    %1064 = stablehlo.slice %366#1 [0:1024, 75:76, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1066 = stablehlo.select %c_47, %1063, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1067 = stablehlo.compare LT, %1066, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1068 = stablehlo.add %1066, %c_1 : tensor<24x24xi32>
    %1069 = stablehlo.select %1067, %1068, %1066 : tensor<24x24xi1>, tensor<24x24xi32>
    %1070 = stablehlo.reshape %1069 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1071 = "stablehlo.scatter"(%1062, %1070, %1065) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1072 = stablehlo.add %898, %547 : tensor<24x24xi32>
    %1073 = stablehlo.slice %366#1 [0:1024, 76:77, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1074 = stablehlo.reshape %1073 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1075 = stablehlo.select %c_47, %1072, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1076 = stablehlo.compare LT, %1075, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1077 = stablehlo.add %1075, %c_1 : tensor<24x24xi32>
    %1078 = stablehlo.select %1076, %1077, %1075 : tensor<24x24xi1>, tensor<24x24xi32>
    %1079 = stablehlo.reshape %1078 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1080 = "stablehlo.scatter"(%1071, %1079, %1074) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1081 = stablehlo.add %898, %557 : tensor<24x24xi32>
    %1082 = stablehlo.slice %366#1 [0:1024, 77:78, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1083 = stablehlo.reshape %1082 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1084 = stablehlo.select %c_47, %1081, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1085 = stablehlo.compare LT, %1084, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1086 = stablehlo.add %1084, %c_1 : tensor<24x24xi32>
    %1087 = stablehlo.select %1085, %1086, %1084 : tensor<24x24xi1>, tensor<24x24xi32>
    %1088 = stablehlo.reshape %1087 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1089 = "stablehlo.scatter"(%1080, %1088, %1083) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1090 = stablehlo.add %927, %29 : tensor<24x24xi32>
    %1091 = stablehlo.slice %366#1 [0:1024, 78:79, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1092 = stablehlo.reshape %1091 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1093 = stablehlo.select %c_47, %1090, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1094 = stablehlo.compare LT, %1093, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1095 = stablehlo.add %1093, %c_1 : tensor<24x24xi32>
    %1096 = stablehlo.select %1094, %1095, %1093 : tensor<24x24xi1>, tensor<24x24xi32>
    %1097 = stablehlo.reshape %1096 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1098 = "stablehlo.scatter"(%1089, %1097, %1092) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1099 = stablehlo.add %927, %547 : tensor<24x24xi32>
    %1100 = stablehlo.slice %366#1 [0:1024, 79:80, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1101 = stablehlo.reshape %1100 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1102 = stablehlo.select %c_47, %1099, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1103 = stablehlo.compare LT, %1102, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1104 = stablehlo.add %1102, %c_1 : tensor<24x24xi32>
    %1105 = stablehlo.select %1103, %1104, %1102 : tensor<24x24xi1>, tensor<24x24xi32>
    %1106 = stablehlo.reshape %1105 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1107 = "stablehlo.scatter"(%1098, %1106, %1101) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1108 = stablehlo.add %927, %557 : tensor<24x24xi32>
    %1109 = stablehlo.slice %366#1 [0:1024, 80:81, 0:24, 0:24] : (tensor<1024x81x24x24xf32>) -> tensor<1024x1x24x24xf32>
    %1110 = stablehlo.reshape %1109 : (tensor<1024x1x24x24xf32>) -> tensor<1024x24x24xf32>
    %1111 = stablehlo.select %c_47, %1108, %c_2 : tensor<24x24xi1>, tensor<24x24xi32>
    %1112 = stablehlo.compare LT, %1111, %c_32, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %1113 = stablehlo.add %1111, %c_1 : tensor<24x24xi32>
    %1114 = stablehlo.select %1112, %1113, %1111 : tensor<24x24xi1>, tensor<24x24xi32>
    %1115 = stablehlo.reshape %1114 : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %1116 = "stablehlo.scatter"(%1107, %1115, %1110) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<1024x729xf32>, tensor<24x24x1xi32>, tensor<1024x24x24xf32>) -> tensor<1024x729xf32>
    %1117 = stablehlo.reshape %1116 : (tensor<1024x729xf32>) -> tensor<1024x27x27xf32>
    return %1117 : tensor<1024x27x27xf32>
  }
}
