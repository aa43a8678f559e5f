module @jit_element_assembly_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<64x27xf32>) -> (tensor<64x27x27xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[[2], [12], [22], [32], [42], [52], [62], [72], [82], [92]], [[102], [112], [122], [132], [142], [152], [162], [172], [182], [192]], [[202], [212], [222], [232], [242], [252], [262], [272], [282], [292]], [[302], [312], [322], [332], [342], [352], [362], [372], [382], [392]], [[402], [412], [422], [432], [442], [452], [462], [472], [482], [492]], [[502], [512], [522], [532], [542], [552], [562], [572], [582], [592]], [[602], [612], [622], [632], [642], [652], [662], [672], [682], [692]], [[702], [712], [722], [732], [742], [752], [762], [772], [782], [792]], [[802], [812], [822], [832], [842], [852], [862], [872], [882], [892]], [[902], [912], [922], [932], [942], [952], [962], [972], [982], [992]]]> : tensor<10x10x1xi32>
    %c_0 = stablehlo.constant dense<[[[1], [11], [21], [31], [41], [51], [61], [71], [81], [91]], [[101], [111], [121], [131], [141], [151], [161], [171], [181], [191]], [[201], [211], [221], [231], [241], [251], [261], [271], [281], [291]], [[301], [311], [321], [331], [341], [351], [361], [371], [381], [391]], [[401], [411], [421], [431], [441], [451], [461], [471], [481], [491]], [[501], [511], [521], [531], [541], [551], [561], [571], [581], [591]], [[601], [611], [621], [631], [641], [651], [661], [671], [681], [691]], [[701], [711], [721], [731], [741], [751], [761], [771], [781], [791]], [[801], [811], [821], [831], [841], [851], [861], [871], [881], [891]], [[901], [911], [921], [931], [941], [951], [961], [971], [981], [991]]]> : tensor<10x10x1xi32>
    %c_1 = stablehlo.constant dense<[[[0], [10], [20], [30], [40], [50], [60], [70], [80], [90]], [[100], [110], [120], [130], [140], [150], [160], [170], [180], [190]], [[200], [210], [220], [230], [240], [250], [260], [270], [280], [290]], [[300], [310], [320], [330], [340], [350], [360], [370], [380], [390]], [[400], [410], [420], [430], [440], [450], [460], [470], [480], [490]], [[500], [510], [520], [530], [540], [550], [560], [570], [580], [590]], [[600], [610], [620], [630], [640], [650], [660], [670], [680], [690]], [[700], [710], [720], [730], [740], [750], [760], [770], [780], [790]], [[800], [810], [820], [830], [840], [850], [860], [870], [880], [890]], [[900], [910], [920], [930], [940], [950], [960], [970], [980], [990]]]> : tensor<10x10x1xi32>
    %c_2 = stablehlo.constant dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8]> : tensor<81xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_4 = stablehlo.constant dense<[[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %2 = "stablehlo.gather"(%1, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_5 = stablehlo.constant dense<[[[0], [0], [0], [0], [0], [0], [0], [0], [0], [0]], [[1], [1], [1], [1], [1], [1], [1], [1], [1], [1]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %4 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<10x10xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %7 = "stablehlo.scatter"(%0, %c_1, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %8 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_6 = stablehlo.constant dense<[[[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %9 = "stablehlo.gather"(%8, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %10 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_7 = stablehlo.constant dense<[[[3], [3], [3], [3], [3], [3], [3], [3], [3], [3]], [[4], [4], [4], [4], [4], [4], [4], [4], [4], [4]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %11 = "stablehlo.gather"(%10, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<10x10xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %14 = "stablehlo.scatter"(%7, %c_0, %13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %15 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_8 = stablehlo.constant dense<[[[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %16 = "stablehlo.gather"(%15, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %17 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_9 = stablehlo.constant dense<[[[6], [6], [6], [6], [6], [6], [6], [6], [6], [6]], [[7], [7], [7], [7], [7], [7], [7], [7], [7], [7]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %18 = "stablehlo.gather"(%17, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<10x10xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %21 = "stablehlo.scatter"(%14, %c, %20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<10x10x1xi32>
    %23 = "stablehlo.gather"(%arg1, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %24 = "stablehlo.gather"(%21, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<64x10x10xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<10x10x1xi32>
    %26 = "stablehlo.gather"(%arg1, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %27 = "stablehlo.gather"(%21, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<64x10x10xf32>
    %29 = stablehlo.add %25, %28 : tensor<64x10x10xf32>
    %c_12 = stablehlo.constant dense<2> : tensor<10x10x1xi32>
    %30 = "stablehlo.gather"(%arg1, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %31 = "stablehlo.gather"(%21, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<64x10x10xf32>
    %33 = stablehlo.add %29, %32 : tensor<64x10x10xf32>
    %34 = "stablehlo.scatter"(%22, %c_1, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_13 = stablehlo.constant dense<3> : tensor<10x10x1xi32>
    %35 = "stablehlo.gather"(%arg1, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %36 = "stablehlo.gather"(%21, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<64x10x10xf32>
    %c_14 = stablehlo.constant dense<4> : tensor<10x10x1xi32>
    %38 = "stablehlo.gather"(%arg1, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %39 = "stablehlo.gather"(%21, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<64x10x10xf32>
    %41 = stablehlo.add %37, %40 : tensor<64x10x10xf32>
    %c_15 = stablehlo.constant dense<5> : tensor<10x10x1xi32>
    %42 = "stablehlo.gather"(%arg1, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %43 = "stablehlo.gather"(%21, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<64x10x10xf32>
    %45 = stablehlo.add %41, %44 : tensor<64x10x10xf32>
    %46 = "stablehlo.scatter"(%34, %c_0, %45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_16 = stablehlo.constant dense<6> : tensor<10x10x1xi32>
    %47 = "stablehlo.gather"(%arg1, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %48 = "stablehlo.gather"(%21, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<64x10x10xf32>
    %c_17 = stablehlo.constant dense<7> : tensor<10x10x1xi32>
    %50 = "stablehlo.gather"(%arg1, %c_17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %51 = "stablehlo.gather"(%21, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<64x10x10xf32>
    %53 = stablehlo.add %49, %52 : tensor<64x10x10xf32>
    %c_18 = stablehlo.constant dense<8> : tensor<10x10x1xi32>
    %54 = "stablehlo.gather"(%arg1, %c_18) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %55 = "stablehlo.gather"(%21, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<64x10x10xf32>
    %57 = stablehlo.add %53, %56 : tensor<64x10x10xf32>
    %58 = "stablehlo.scatter"(%46, %c, %57) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %59 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %c_19 = stablehlo.constant dense<9> : tensor<10x10x1xi32>
    %60 = "stablehlo.gather"(%arg1, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %61 = "stablehlo.gather"(%21, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<64x10x10xf32>
    %c_20 = stablehlo.constant dense<10> : tensor<10x10x1xi32>
    %63 = "stablehlo.gather"(%arg1, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %64 = "stablehlo.gather"(%21, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<64x10x10xf32>
    %66 = stablehlo.add %62, %65 : tensor<64x10x10xf32>
    %c_21 = stablehlo.constant dense<11> : tensor<10x10x1xi32>
    %67 = "stablehlo.gather"(%arg1, %c_21) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %68 = "stablehlo.gather"(%21, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<64x10x10xf32>
    %70 = stablehlo.add %66, %69 : tensor<64x10x10xf32>
    %71 = "stablehlo.scatter"(%59, %c_1, %70) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_22 = stablehlo.constant dense<12> : tensor<10x10x1xi32>
    %72 = "stablehlo.gather"(%arg1, %c_22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %73 = "stablehlo.gather"(%21, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<64x10x10xf32>
    %c_23 = stablehlo.constant dense<13> : tensor<10x10x1xi32>
    %75 = "stablehlo.gather"(%arg1, %c_23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %76 = "stablehlo.gather"(%21, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<64x10x10xf32>
    %78 = stablehlo.add %74, %77 : tensor<64x10x10xf32>
    %c_24 = stablehlo.constant dense<14> : tensor<10x10x1xi32>
    %79 = "stablehlo.gather"(%arg1, %c_24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %80 = "stablehlo.gather"(%21, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<64x10x10xf32>
    %82 = stablehlo.add %78, %81 : tensor<64x10x10xf32>
    %83 = "stablehlo.scatter"(%71, %c_0, %82) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_25 = stablehlo.constant dense<15> : tensor<10x10x1xi32>
    %84 = "stablehlo.gather"(%arg1, %c_25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %85 = "stablehlo.gather"(%21, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<64x10x10xf32>
    %c_26 = stablehlo.constant dense<16> : tensor<10x10x1xi32>
    %87 = "stablehlo.gather"(%arg1, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %88 = "stablehlo.gather"(%21, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<64x10x10xf32>
    %90 = stablehlo.add %86, %89 : tensor<64x10x10xf32>
    %c_27 = stablehlo.constant dense<17> : tensor<10x10x1xi32>
    %91 = "stablehlo.gather"(%arg1, %c_27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %92 = "stablehlo.gather"(%21, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<64x10x10xf32>
    %94 = stablehlo.add %90, %93 : tensor<64x10x10xf32>
    %95 = "stablehlo.scatter"(%83, %c, %94) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %96 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %c_28 = stablehlo.constant dense<18> : tensor<10x10x1xi32>
    %97 = "stablehlo.gather"(%arg1, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %98 = "stablehlo.gather"(%21, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<64x10x10xf32>
    %c_29 = stablehlo.constant dense<19> : tensor<10x10x1xi32>
    %100 = "stablehlo.gather"(%arg1, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %101 = "stablehlo.gather"(%21, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<64x10x10xf32>
    %103 = stablehlo.add %99, %102 : tensor<64x10x10xf32>
    %c_30 = stablehlo.constant dense<20> : tensor<10x10x1xi32>
    %104 = "stablehlo.gather"(%arg1, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %105 = "stablehlo.gather"(%21, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<64x10x10xf32>
    %107 = stablehlo.add %103, %106 : tensor<64x10x10xf32>
    %108 = "stablehlo.scatter"(%96, %c_1, %107) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_31 = stablehlo.constant dense<21> : tensor<10x10x1xi32>
    %109 = "stablehlo.gather"(%arg1, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %110 = "stablehlo.gather"(%21, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<64x10x10xf32>
    %c_32 = stablehlo.constant dense<22> : tensor<10x10x1xi32>
    %112 = "stablehlo.gather"(%arg1, %c_32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %113 = "stablehlo.gather"(%21, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<64x10x10xf32>
    %115 = stablehlo.add %111, %114 : tensor<64x10x10xf32>
    %c_33 = stablehlo.constant dense<23> : tensor<10x10x1xi32>
    %116 = "stablehlo.gather"(%arg1, %c_33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %117 = "stablehlo.gather"(%21, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<64x10x10xf32>
    %119 = stablehlo.add %115, %118 : tensor<64x10x10xf32>
    %120 = "stablehlo.scatter"(%108, %c_0, %119) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_34 = stablehlo.constant dense<24> : tensor<10x10x1xi32>
    %121 = "stablehlo.gather"(%arg1, %c_34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %122 = "stablehlo.gather"(%21, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<64x10x10xf32>
    %c_35 = stablehlo.constant dense<25> : tensor<10x10x1xi32>
    %124 = "stablehlo.gather"(%arg1, %c_35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %125 = "stablehlo.gather"(%21, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<64x10x10xf32>
    %127 = stablehlo.add %123, %126 : tensor<64x10x10xf32>
    %c_36 = stablehlo.constant dense<26> : tensor<10x10x1xi32>
    %128 = "stablehlo.gather"(%arg1, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %129 = "stablehlo.gather"(%21, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<64x10x10xf32>
    %131 = stablehlo.add %127, %130 : tensor<64x10x10xf32>
    %132 = "stablehlo.scatter"(%120, %c, %131) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %133 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %134 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %135 = stablehlo.reshape %134 : (tensor<1x1xf32>) -> tensor<f32>
    %136 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %137 = stablehlo.reshape %136 : (tensor<1x1xf32>) -> tensor<f32>
    %138 = stablehlo.multiply %135, %137 : tensor<f32>
    %139 = "stablehlo.gather"(%58, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %140 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<64x10x10xf32>
    %142 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %143 = stablehlo.reshape %142 : (tensor<1x1xf32>) -> tensor<f32>
    %144 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x1xf32>) -> tensor<f32>
    %146 = stablehlo.multiply %143, %145 : tensor<f32>
    %147 = "stablehlo.gather"(%58, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %149 = stablehlo.multiply %148, %147 : tensor<64x10x10xf32>
    %150 = stablehlo.add %141, %149 : tensor<64x10x10xf32>
    %151 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %152 = stablehlo.reshape %151 : (tensor<1x1xf32>) -> tensor<f32>
    %153 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %154 = stablehlo.reshape %153 : (tensor<1x1xf32>) -> tensor<f32>
    %155 = stablehlo.multiply %152, %154 : tensor<f32>
    %156 = "stablehlo.gather"(%58, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<64x10x10xf32>
    %159 = stablehlo.add %150, %158 : tensor<64x10x10xf32>
    %160 = "stablehlo.scatter"(%133, %c_1, %159) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %161 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %162 = stablehlo.reshape %161 : (tensor<1x1xf32>) -> tensor<f32>
    %163 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %164 = stablehlo.reshape %163 : (tensor<1x1xf32>) -> tensor<f32>
    %165 = stablehlo.multiply %162, %164 : tensor<f32>
    %166 = "stablehlo.gather"(%95, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %167 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<64x10x10xf32>
    %169 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %170 = stablehlo.reshape %169 : (tensor<1x1xf32>) -> tensor<f32>
    %171 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<1x1xf32>) -> tensor<f32>
    %173 = stablehlo.multiply %170, %172 : tensor<f32>
    %174 = "stablehlo.gather"(%95, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %176 = stablehlo.multiply %175, %174 : tensor<64x10x10xf32>
    %177 = stablehlo.add %168, %176 : tensor<64x10x10xf32>
    %178 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<1x1xf32>) -> tensor<f32>
    %180 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %181 = stablehlo.reshape %180 : (tensor<1x1xf32>) -> tensor<f32>
    %182 = stablehlo.multiply %179, %181 : tensor<f32>
    %183 = "stablehlo.gather"(%95, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %184 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<64x10x10xf32>
    %186 = stablehlo.add %177, %185 : tensor<64x10x10xf32>
    %187 = "stablehlo.scatter"(%160, %c_0, %186) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %188 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %189 = stablehlo.reshape %188 : (tensor<1x1xf32>) -> tensor<f32>
    %190 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<1x1xf32>) -> tensor<f32>
    %192 = stablehlo.multiply %189, %191 : tensor<f32>
    %193 = "stablehlo.gather"(%132, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %195 = stablehlo.multiply %194, %193 : tensor<64x10x10xf32>
    %196 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x1xf32>) -> tensor<f32>
    %198 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %199 = stablehlo.reshape %198 : (tensor<1x1xf32>) -> tensor<f32>
    %200 = stablehlo.multiply %197, %199 : tensor<f32>
    %201 = "stablehlo.gather"(%132, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<64x10x10xf32>
    %204 = stablehlo.add %195, %203 : tensor<64x10x10xf32>
    %205 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %206 = stablehlo.reshape %205 : (tensor<1x1xf32>) -> tensor<f32>
    %207 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %208 = stablehlo.reshape %207 : (tensor<1x1xf32>) -> tensor<f32>
    %209 = stablehlo.multiply %206, %208 : tensor<f32>
    %210 = "stablehlo.gather"(%132, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<64x10x10xf32>
    %213 = stablehlo.add %204, %212 : tensor<64x10x10xf32>
    %214 = "stablehlo.scatter"(%187, %c, %213) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %215 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %216 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x1xf32>) -> tensor<f32>
    %218 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x1xf32>) -> tensor<f32>
    %220 = stablehlo.multiply %217, %219 : tensor<f32>
    %221 = "stablehlo.gather"(%58, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<64x10x10xf32>
    %224 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x1xf32>) -> tensor<f32>
    %226 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %227 = stablehlo.reshape %226 : (tensor<1x1xf32>) -> tensor<f32>
    %228 = stablehlo.multiply %225, %227 : tensor<f32>
    %229 = "stablehlo.gather"(%58, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<64x10x10xf32>
    %232 = stablehlo.add %223, %231 : tensor<64x10x10xf32>
    %233 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %234 = stablehlo.reshape %233 : (tensor<1x1xf32>) -> tensor<f32>
    %235 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %236 = stablehlo.reshape %235 : (tensor<1x1xf32>) -> tensor<f32>
    %237 = stablehlo.multiply %234, %236 : tensor<f32>
    %238 = "stablehlo.gather"(%58, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %239 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<64x10x10xf32>
    %241 = stablehlo.add %232, %240 : tensor<64x10x10xf32>
    %242 = "stablehlo.scatter"(%215, %c_1, %241) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %243 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x1xf32>) -> tensor<f32>
    %245 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x1xf32>) -> tensor<f32>
    %247 = stablehlo.multiply %244, %246 : tensor<f32>
    %248 = "stablehlo.gather"(%95, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<64x10x10xf32>
    %251 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %252 = stablehlo.reshape %251 : (tensor<1x1xf32>) -> tensor<f32>
    %253 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %254 = stablehlo.reshape %253 : (tensor<1x1xf32>) -> tensor<f32>
    %255 = stablehlo.multiply %252, %254 : tensor<f32>
    %256 = "stablehlo.gather"(%95, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %257 = stablehlo.broadcast_in_dim %255, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<64x10x10xf32>
    %259 = stablehlo.add %250, %258 : tensor<64x10x10xf32>
    %260 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x1xf32>) -> tensor<f32>
    %262 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x1xf32>) -> tensor<f32>
    %264 = stablehlo.multiply %261, %263 : tensor<f32>
    %265 = "stablehlo.gather"(%95, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<64x10x10xf32>
    %268 = stablehlo.add %259, %267 : tensor<64x10x10xf32>
    %269 = "stablehlo.scatter"(%242, %c_0, %268) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %270 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %271 = stablehlo.reshape %270 : (tensor<1x1xf32>) -> tensor<f32>
    %272 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %273 = stablehlo.reshape %272 : (tensor<1x1xf32>) -> tensor<f32>
    %274 = stablehlo.multiply %271, %273 : tensor<f32>
    %275 = "stablehlo.gather"(%132, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %276 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<64x10x10xf32>
    %278 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %279 = stablehlo.reshape %278 : (tensor<1x1xf32>) -> tensor<f32>
    %280 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %281 = stablehlo.reshape %280 : (tensor<1x1xf32>) -> tensor<f32>
    %282 = stablehlo.multiply %279, %281 : tensor<f32>
    %283 = "stablehlo.gather"(%132, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %284 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<64x10x10xf32>
    %286 = stablehlo.add %277, %285 : tensor<64x10x10xf32>
    %287 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %288 = stablehlo.reshape %287 : (tensor<1x1xf32>) -> tensor<f32>
    %289 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %290 = stablehlo.reshape %289 : (tensor<1x1xf32>) -> tensor<f32>
    %291 = stablehlo.multiply %288, %290 : tensor<f32>
    %292 = "stablehlo.gather"(%132, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %294 = stablehlo.multiply %293, %292 : tensor<64x10x10xf32>
    %295 = stablehlo.add %286, %294 : tensor<64x10x10xf32>
    %296 = "stablehlo.scatter"(%269, %c, %295) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %297 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %298 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %299 = stablehlo.reshape %298 : (tensor<1x1xf32>) -> tensor<f32>
    %300 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<1x1xf32>) -> tensor<f32>
    %302 = stablehlo.multiply %299, %301 : tensor<f32>
    %303 = "stablehlo.gather"(%58, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %304 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %305 = stablehlo.multiply %304, %303 : tensor<64x10x10xf32>
    %306 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %307 = stablehlo.reshape %306 : (tensor<1x1xf32>) -> tensor<f32>
    %308 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %309 = stablehlo.reshape %308 : (tensor<1x1xf32>) -> tensor<f32>
    %310 = stablehlo.multiply %307, %309 : tensor<f32>
    %311 = "stablehlo.gather"(%58, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %312 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<64x10x10xf32>
    %314 = stablehlo.add %305, %313 : tensor<64x10x10xf32>
    %315 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %316 = stablehlo.reshape %315 : (tensor<1x1xf32>) -> tensor<f32>
    %317 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %318 = stablehlo.reshape %317 : (tensor<1x1xf32>) -> tensor<f32>
    %319 = stablehlo.multiply %316, %318 : tensor<f32>
    %320 = "stablehlo.gather"(%58, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %321 = stablehlo.broadcast_in_dim %319, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %322 = stablehlo.multiply %321, %320 : tensor<64x10x10xf32>
    %323 = stablehlo.add %314, %322 : tensor<64x10x10xf32>
    %324 = "stablehlo.scatter"(%297, %c_1, %323) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %325 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %326 = stablehlo.reshape %325 : (tensor<1x1xf32>) -> tensor<f32>
    %327 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %328 = stablehlo.reshape %327 : (tensor<1x1xf32>) -> tensor<f32>
    %329 = stablehlo.multiply %326, %328 : tensor<f32>
    %330 = "stablehlo.gather"(%95, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %331 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<64x10x10xf32>
    %333 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %334 = stablehlo.reshape %333 : (tensor<1x1xf32>) -> tensor<f32>
    %335 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %336 = stablehlo.reshape %335 : (tensor<1x1xf32>) -> tensor<f32>
    %337 = stablehlo.multiply %334, %336 : tensor<f32>
    %338 = "stablehlo.gather"(%95, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %339 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %340 = stablehlo.multiply %339, %338 : tensor<64x10x10xf32>
    %341 = stablehlo.add %332, %340 : tensor<64x10x10xf32>
    %342 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %343 = stablehlo.reshape %342 : (tensor<1x1xf32>) -> tensor<f32>
    %344 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %345 = stablehlo.reshape %344 : (tensor<1x1xf32>) -> tensor<f32>
    %346 = stablehlo.multiply %343, %345 : tensor<f32>
    %347 = "stablehlo.gather"(%95, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %348 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %349 = stablehlo.multiply %348, %347 : tensor<64x10x10xf32>
    %350 = stablehlo.add %341, %349 : tensor<64x10x10xf32>
    %351 = "stablehlo.scatter"(%324, %c_0, %350) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %352 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %353 = stablehlo.reshape %352 : (tensor<1x1xf32>) -> tensor<f32>
    %354 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %355 = stablehlo.reshape %354 : (tensor<1x1xf32>) -> tensor<f32>
    %356 = stablehlo.multiply %353, %355 : tensor<f32>
    %357 = "stablehlo.gather"(%132, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %358 = stablehlo.broadcast_in_dim %356, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %359 = stablehlo.multiply %358, %357 : tensor<64x10x10xf32>
    %360 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %361 = stablehlo.reshape %360 : (tensor<1x1xf32>) -> tensor<f32>
    %362 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %363 = stablehlo.reshape %362 : (tensor<1x1xf32>) -> tensor<f32>
    %364 = stablehlo.multiply %361, %363 : tensor<f32>
    %365 = "stablehlo.gather"(%132, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %366 = stablehlo.broadcast_in_dim %364, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %367 = stablehlo.multiply %366, %365 : tensor<64x10x10xf32>
    %368 = stablehlo.add %359, %367 : tensor<64x10x10xf32>
    %369 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %370 = stablehlo.reshape %369 : (tensor<1x1xf32>) -> tensor<f32>
    %371 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %372 = stablehlo.reshape %371 : (tensor<1x1xf32>) -> tensor<f32>
    %373 = stablehlo.multiply %370, %372 : tensor<f32>
    %374 = "stablehlo.gather"(%132, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %376 = stablehlo.multiply %375, %374 : tensor<64x10x10xf32>
    %377 = stablehlo.add %368, %376 : tensor<64x10x10xf32>
    %378 = "stablehlo.scatter"(%351, %c, %377) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %379 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %380 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %381 = stablehlo.reshape %380 : (tensor<1x1xf32>) -> tensor<f32>
    %382 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %383 = stablehlo.reshape %382 : (tensor<1x1xf32>) -> tensor<f32>
    %384 = stablehlo.multiply %381, %383 : tensor<f32>
    %385 = "stablehlo.gather"(%58, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %386 = stablehlo.broadcast_in_dim %384, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %387 = stablehlo.multiply %386, %385 : tensor<64x10x10xf32>
    %388 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %389 = stablehlo.reshape %388 : (tensor<1x1xf32>) -> tensor<f32>
    %390 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %391 = stablehlo.reshape %390 : (tensor<1x1xf32>) -> tensor<f32>
    %392 = stablehlo.multiply %389, %391 : tensor<f32>
    %393 = "stablehlo.gather"(%58, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %394 = stablehlo.broadcast_in_dim %392, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %395 = stablehlo.multiply %394, %393 : tensor<64x10x10xf32>
    %396 = stablehlo.add %387, %395 : tensor<64x10x10xf32>
    %397 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x1xf32>) -> tensor<f32>
    %399 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %400 = stablehlo.reshape %399 : (tensor<1x1xf32>) -> tensor<f32>
    %401 = stablehlo.multiply %398, %400 : tensor<f32>
    %402 = "stablehlo.gather"(%58, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %403 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %404 = stablehlo.multiply %403, %402 : tensor<64x10x10xf32>
    %405 = stablehlo.add %396, %404 : tensor<64x10x10xf32>
    %406 = "stablehlo.scatter"(%379, %c_1, %405) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %407 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %408 = stablehlo.reshape %407 : (tensor<1x1xf32>) -> tensor<f32>
    %409 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %410 = stablehlo.reshape %409 : (tensor<1x1xf32>) -> tensor<f32>
    %411 = stablehlo.multiply %408, %410 : tensor<f32>
    %412 = "stablehlo.gather"(%95, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %413 = stablehlo.broadcast_in_dim %411, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %414 = stablehlo.multiply %413, %412 : tensor<64x10x10xf32>
    %415 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %416 = stablehlo.reshape %415 : (tensor<1x1xf32>) -> tensor<f32>
    %417 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %418 = stablehlo.reshape %417 : (tensor<1x1xf32>) -> tensor<f32>
    %419 = stablehlo.multiply %416, %418 : tensor<f32>
    %420 = "stablehlo.gather"(%95, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %421 = stablehlo.broadcast_in_dim %419, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %422 = stablehlo.multiply %421, %420 : tensor<64x10x10xf32>
    %423 = stablehlo.add %414, %422 : tensor<64x10x10xf32>
    %424 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %425 = stablehlo.reshape %424 : (tensor<1x1xf32>) -> tensor<f32>
    %426 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %427 = stablehlo.reshape %426 : (tensor<1x1xf32>) -> tensor<f32>
    %428 = stablehlo.multiply %425, %427 : tensor<f32>
    %429 = "stablehlo.gather"(%95, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %430 = stablehlo.broadcast_in_dim %428, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %431 = stablehlo.multiply %430, %429 : tensor<64x10x10xf32>
    %432 = stablehlo.add %423, %431 : tensor<64x10x10xf32>
    %433 = "stablehlo.scatter"(%406, %c_0, %432) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %434 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %435 = stablehlo.reshape %434 : (tensor<1x1xf32>) -> tensor<f32>
    %436 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %437 = stablehlo.reshape %436 : (tensor<1x1xf32>) -> tensor<f32>
    %438 = stablehlo.multiply %435, %437 : tensor<f32>
    %439 = "stablehlo.gather"(%132, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %440 = stablehlo.broadcast_in_dim %438, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %441 = stablehlo.multiply %440, %439 : tensor<64x10x10xf32>
    %442 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %443 = stablehlo.reshape %442 : (tensor<1x1xf32>) -> tensor<f32>
    %444 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %445 = stablehlo.reshape %444 : (tensor<1x1xf32>) -> tensor<f32>
    %446 = stablehlo.multiply %443, %445 : tensor<f32>
    %447 = "stablehlo.gather"(%132, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %448 = stablehlo.broadcast_in_dim %446, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %449 = stablehlo.multiply %448, %447 : tensor<64x10x10xf32>
    %450 = stablehlo.add %441, %449 : tensor<64x10x10xf32>
    %451 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %452 = stablehlo.reshape %451 : (tensor<1x1xf32>) -> tensor<f32>
    %453 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %454 = stablehlo.reshape %453 : (tensor<1x1xf32>) -> tensor<f32>
    %455 = stablehlo.multiply %452, %454 : tensor<f32>
    %456 = "stablehlo.gather"(%132, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %457 = stablehlo.broadcast_in_dim %455, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %458 = stablehlo.multiply %457, %456 : tensor<64x10x10xf32>
    %459 = stablehlo.add %450, %458 : tensor<64x10x10xf32>
    %460 = "stablehlo.scatter"(%433, %c, %459) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %461 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %462 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %463 = stablehlo.reshape %462 : (tensor<1x1xf32>) -> tensor<f32>
    %464 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %465 = stablehlo.reshape %464 : (tensor<1x1xf32>) -> tensor<f32>
    %466 = stablehlo.multiply %463, %465 : tensor<f32>
    %467 = "stablehlo.gather"(%58, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %468 = stablehlo.broadcast_in_dim %466, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %469 = stablehlo.multiply %468, %467 : tensor<64x10x10xf32>
    %470 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %471 = stablehlo.reshape %470 : (tensor<1x1xf32>) -> tensor<f32>
    %472 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %473 = stablehlo.reshape %472 : (tensor<1x1xf32>) -> tensor<f32>
    %474 = stablehlo.multiply %471, %473 : tensor<f32>
    %475 = "stablehlo.gather"(%58, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %476 = stablehlo.broadcast_in_dim %474, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %477 = stablehlo.multiply %476, %475 : tensor<64x10x10xf32>
    %478 = stablehlo.add %469, %477 : tensor<64x10x10xf32>
    %479 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %480 = stablehlo.reshape %479 : (tensor<1x1xf32>) -> tensor<f32>
    %481 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %482 = stablehlo.reshape %481 : (tensor<1x1xf32>) -> tensor<f32>
    %483 = stablehlo.multiply %480, %482 : tensor<f32>
    %484 = "stablehlo.gather"(%58, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %485 = stablehlo.broadcast_in_dim %483, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %486 = stablehlo.multiply %485, %484 : tensor<64x10x10xf32>
    %487 = stablehlo.add %478, %486 : tensor<64x10x10xf32>
    %488 = "stablehlo.scatter"(%461, %c_1, %487) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %489 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %490 = stablehlo.reshape %489 : (tensor<1x1xf32>) -> tensor<f32>
    %491 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %492 = stablehlo.reshape %491 : (tensor<1x1xf32>) -> tensor<f32>
    %493 = stablehlo.multiply %490, %492 : tensor<f32>
    %494 = "stablehlo.gather"(%95, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %495 = stablehlo.broadcast_in_dim %493, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %496 = stablehlo.multiply %495, %494 : tensor<64x10x10xf32>
    %497 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %498 = stablehlo.reshape %497 : (tensor<1x1xf32>) -> tensor<f32>
    %499 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %500 = stablehlo.reshape %499 : (tensor<1x1xf32>) -> tensor<f32>
    %501 = stablehlo.multiply %498, %500 : tensor<f32>
    %502 = "stablehlo.gather"(%95, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %503 = stablehlo.broadcast_in_dim %501, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %504 = stablehlo.multiply %503, %502 : tensor<64x10x10xf32>
    %505 = stablehlo.add %496, %504 : tensor<64x10x10xf32>
    %506 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %507 = stablehlo.reshape %506 : (tensor<1x1xf32>) -> tensor<f32>
    %508 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %509 = stablehlo.reshape %508 : (tensor<1x1xf32>) -> tensor<f32>
    %510 = stablehlo.multiply %507, %509 : tensor<f32>
    %511 = "stablehlo.gather"(%95, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %512 = stablehlo.broadcast_in_dim %510, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %513 = stablehlo.multiply %512, %511 : tensor<64x10x10xf32>
    %514 = stablehlo.add %505, %513 : tensor<64x10x10xf32>
    %515 = "stablehlo.scatter"(%488, %c_0, %514) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %516 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %517 = stablehlo.reshape %516 : (tensor<1x1xf32>) -> tensor<f32>
    %518 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %519 = stablehlo.reshape %518 : (tensor<1x1xf32>) -> tensor<f32>
    %520 = stablehlo.multiply %517, %519 : tensor<f32>
    %521 = "stablehlo.gather"(%132, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %522 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %523 = stablehlo.multiply %522, %521 : tensor<64x10x10xf32>
    %524 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %525 = stablehlo.reshape %524 : (tensor<1x1xf32>) -> tensor<f32>
    %526 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %527 = stablehlo.reshape %526 : (tensor<1x1xf32>) -> tensor<f32>
    %528 = stablehlo.multiply %525, %527 : tensor<f32>
    %529 = "stablehlo.gather"(%132, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %530 = stablehlo.broadcast_in_dim %528, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %531 = stablehlo.multiply %530, %529 : tensor<64x10x10xf32>
    %532 = stablehlo.add %523, %531 : tensor<64x10x10xf32>
    %533 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %534 = stablehlo.reshape %533 : (tensor<1x1xf32>) -> tensor<f32>
    %535 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %536 = stablehlo.reshape %535 : (tensor<1x1xf32>) -> tensor<f32>
    %537 = stablehlo.multiply %534, %536 : tensor<f32>
    %538 = "stablehlo.gather"(%132, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %539 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %540 = stablehlo.multiply %539, %538 : tensor<64x10x10xf32>
    %541 = stablehlo.add %532, %540 : tensor<64x10x10xf32>
    %542 = "stablehlo.scatter"(%515, %c, %541) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %543 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %544 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %545 = stablehlo.reshape %544 : (tensor<1x1xf32>) -> tensor<f32>
    %546 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %547 = stablehlo.reshape %546 : (tensor<1x1xf32>) -> tensor<f32>
    %548 = stablehlo.multiply %545, %547 : tensor<f32>
    %549 = "stablehlo.gather"(%58, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %550 = stablehlo.broadcast_in_dim %548, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %551 = stablehlo.multiply %550, %549 : tensor<64x10x10xf32>
    %552 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %553 = stablehlo.reshape %552 : (tensor<1x1xf32>) -> tensor<f32>
    %554 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %555 = stablehlo.reshape %554 : (tensor<1x1xf32>) -> tensor<f32>
    %556 = stablehlo.multiply %553, %555 : tensor<f32>
    %557 = "stablehlo.gather"(%58, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %558 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %559 = stablehlo.multiply %558, %557 : tensor<64x10x10xf32>
    %560 = stablehlo.add %551, %559 : tensor<64x10x10xf32>
    %561 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %562 = stablehlo.reshape %561 : (tensor<1x1xf32>) -> tensor<f32>
    %563 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %564 = stablehlo.reshape %563 : (tensor<1x1xf32>) -> tensor<f32>
    %565 = stablehlo.multiply %562, %564 : tensor<f32>
    %566 = "stablehlo.gather"(%58, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %567 = stablehlo.broadcast_in_dim %565, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %568 = stablehlo.multiply %567, %566 : tensor<64x10x10xf32>
    %569 = stablehlo.add %560, %568 : tensor<64x10x10xf32>
    %570 = "stablehlo.scatter"(%543, %c_1, %569) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %571 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %572 = stablehlo.reshape %571 : (tensor<1x1xf32>) -> tensor<f32>
    %573 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %574 = stablehlo.reshape %573 : (tensor<1x1xf32>) -> tensor<f32>
    %575 = stablehlo.multiply %572, %574 : tensor<f32>
    %576 = "stablehlo.gather"(%95, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %577 = stablehlo.broadcast_in_dim %575, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %578 = stablehlo.multiply %577, %576 : tensor<64x10x10xf32>
    %579 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %580 = stablehlo.reshape %579 : (tensor<1x1xf32>) -> tensor<f32>
    %581 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %582 = stablehlo.reshape %581 : (tensor<1x1xf32>) -> tensor<f32>
    %583 = stablehlo.multiply %580, %582 : tensor<f32>
    %584 = "stablehlo.gather"(%95, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %585 = stablehlo.broadcast_in_dim %583, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %586 = stablehlo.multiply %585, %584 : tensor<64x10x10xf32>
    %587 = stablehlo.add %578, %586 : tensor<64x10x10xf32>
    %588 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %589 = stablehlo.reshape %588 : (tensor<1x1xf32>) -> tensor<f32>
    %590 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %591 = stablehlo.reshape %590 : (tensor<1x1xf32>) -> tensor<f32>
    %592 = stablehlo.multiply %589, %591 : tensor<f32>
    %593 = "stablehlo.gather"(%95, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %594 = stablehlo.broadcast_in_dim %592, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %595 = stablehlo.multiply %594, %593 : tensor<64x10x10xf32>
    %596 = stablehlo.add %587, %595 : tensor<64x10x10xf32>
    %597 = "stablehlo.scatter"(%570, %c_0, %596) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %598 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %599 = stablehlo.reshape %598 : (tensor<1x1xf32>) -> tensor<f32>
    %600 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %601 = stablehlo.reshape %600 : (tensor<1x1xf32>) -> tensor<f32>
    %602 = stablehlo.multiply %599, %601 : tensor<f32>
    %603 = "stablehlo.gather"(%132, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %604 = stablehlo.broadcast_in_dim %602, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %605 = stablehlo.multiply %604, %603 : tensor<64x10x10xf32>
    %606 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %607 = stablehlo.reshape %606 : (tensor<1x1xf32>) -> tensor<f32>
    %608 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %609 = stablehlo.reshape %608 : (tensor<1x1xf32>) -> tensor<f32>
    %610 = stablehlo.multiply %607, %609 : tensor<f32>
    %611 = "stablehlo.gather"(%132, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %612 = stablehlo.broadcast_in_dim %610, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %613 = stablehlo.multiply %612, %611 : tensor<64x10x10xf32>
    %614 = stablehlo.add %605, %613 : tensor<64x10x10xf32>
    %615 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %616 = stablehlo.reshape %615 : (tensor<1x1xf32>) -> tensor<f32>
    %617 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %618 = stablehlo.reshape %617 : (tensor<1x1xf32>) -> tensor<f32>
    %619 = stablehlo.multiply %616, %618 : tensor<f32>
    %620 = "stablehlo.gather"(%132, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %621 = stablehlo.broadcast_in_dim %619, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %622 = stablehlo.multiply %621, %620 : tensor<64x10x10xf32>
    %623 = stablehlo.add %614, %622 : tensor<64x10x10xf32>
    %624 = "stablehlo.scatter"(%597, %c, %623) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %625 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %626 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %627 = stablehlo.reshape %626 : (tensor<1x1xf32>) -> tensor<f32>
    %628 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %629 = stablehlo.reshape %628 : (tensor<1x1xf32>) -> tensor<f32>
    %630 = stablehlo.multiply %627, %629 : tensor<f32>
    %631 = "stablehlo.gather"(%58, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %632 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %633 = stablehlo.multiply %632, %631 : tensor<64x10x10xf32>
    %634 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %635 = stablehlo.reshape %634 : (tensor<1x1xf32>) -> tensor<f32>
    %636 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %637 = stablehlo.reshape %636 : (tensor<1x1xf32>) -> tensor<f32>
    %638 = stablehlo.multiply %635, %637 : tensor<f32>
    %639 = "stablehlo.gather"(%58, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %640 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %641 = stablehlo.multiply %640, %639 : tensor<64x10x10xf32>
    %642 = stablehlo.add %633, %641 : tensor<64x10x10xf32>
    %643 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %644 = stablehlo.reshape %643 : (tensor<1x1xf32>) -> tensor<f32>
    %645 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %646 = stablehlo.reshape %645 : (tensor<1x1xf32>) -> tensor<f32>
    %647 = stablehlo.multiply %644, %646 : tensor<f32>
    %648 = "stablehlo.gather"(%58, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %649 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %650 = stablehlo.multiply %649, %648 : tensor<64x10x10xf32>
    %651 = stablehlo.add %642, %650 : tensor<64x10x10xf32>
    %652 = "stablehlo.scatter"(%625, %c_1, %651) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %653 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %654 = stablehlo.reshape %653 : (tensor<1x1xf32>) -> tensor<f32>
    %655 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %656 = stablehlo.reshape %655 : (tensor<1x1xf32>) -> tensor<f32>
    %657 = stablehlo.multiply %654, %656 : tensor<f32>
    %658 = "stablehlo.gather"(%95, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %659 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %660 = stablehlo.multiply %659, %658 : tensor<64x10x10xf32>
    %661 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %662 = stablehlo.reshape %661 : (tensor<1x1xf32>) -> tensor<f32>
    %663 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %664 = stablehlo.reshape %663 : (tensor<1x1xf32>) -> tensor<f32>
    %665 = stablehlo.multiply %662, %664 : tensor<f32>
    %666 = "stablehlo.gather"(%95, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %667 = stablehlo.broadcast_in_dim %665, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %668 = stablehlo.multiply %667, %666 : tensor<64x10x10xf32>
    %669 = stablehlo.add %660, %668 : tensor<64x10x10xf32>
    %670 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %671 = stablehlo.reshape %670 : (tensor<1x1xf32>) -> tensor<f32>
    %672 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %673 = stablehlo.reshape %672 : (tensor<1x1xf32>) -> tensor<f32>
    %674 = stablehlo.multiply %671, %673 : tensor<f32>
    %675 = "stablehlo.gather"(%95, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %676 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %677 = stablehlo.multiply %676, %675 : tensor<64x10x10xf32>
    %678 = stablehlo.add %669, %677 : tensor<64x10x10xf32>
    %679 = "stablehlo.scatter"(%652, %c_0, %678) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %680 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %681 = stablehlo.reshape %680 : (tensor<1x1xf32>) -> tensor<f32>
    %682 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %683 = stablehlo.reshape %682 : (tensor<1x1xf32>) -> tensor<f32>
    %684 = stablehlo.multiply %681, %683 : tensor<f32>
    %685 = "stablehlo.gather"(%132, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %686 = stablehlo.broadcast_in_dim %684, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %687 = stablehlo.multiply %686, %685 : tensor<64x10x10xf32>
    %688 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %689 = stablehlo.reshape %688 : (tensor<1x1xf32>) -> tensor<f32>
    %690 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %691 = stablehlo.reshape %690 : (tensor<1x1xf32>) -> tensor<f32>
    %692 = stablehlo.multiply %689, %691 : tensor<f32>
    %693 = "stablehlo.gather"(%132, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %694 = stablehlo.broadcast_in_dim %692, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %695 = stablehlo.multiply %694, %693 : tensor<64x10x10xf32>
    %696 = stablehlo.add %687, %695 : tensor<64x10x10xf32>
    %697 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %698 = stablehlo.reshape %697 : (tensor<1x1xf32>) -> tensor<f32>
    %699 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %700 = stablehlo.reshape %699 : (tensor<1x1xf32>) -> tensor<f32>
    %701 = stablehlo.multiply %698, %700 : tensor<f32>
    %702 = "stablehlo.gather"(%132, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %703 = stablehlo.broadcast_in_dim %701, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %704 = stablehlo.multiply %703, %702 : tensor<64x10x10xf32>
    %705 = stablehlo.add %696, %704 : tensor<64x10x10xf32>
    %706 = "stablehlo.scatter"(%679, %c, %705) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %707 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %708 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %709 = stablehlo.reshape %708 : (tensor<1x1xf32>) -> tensor<f32>
    %710 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %711 = stablehlo.reshape %710 : (tensor<1x1xf32>) -> tensor<f32>
    %712 = stablehlo.multiply %709, %711 : tensor<f32>
    %713 = "stablehlo.gather"(%58, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %714 = stablehlo.broadcast_in_dim %712, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %715 = stablehlo.multiply %714, %713 : tensor<64x10x10xf32>
    %716 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %717 = stablehlo.reshape %716 : (tensor<1x1xf32>) -> tensor<f32>
    %718 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %719 = stablehlo.reshape %718 : (tensor<1x1xf32>) -> tensor<f32>
    %720 = stablehlo.multiply %717, %719 : tensor<f32>
    %721 = "stablehlo.gather"(%58, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %722 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %723 = stablehlo.multiply %722, %721 : tensor<64x10x10xf32>
    %724 = stablehlo.add %715, %723 : tensor<64x10x10xf32>
    %725 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %726 = stablehlo.reshape %725 : (tensor<1x1xf32>) -> tensor<f32>
    %727 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %728 = stablehlo.reshape %727 : (tensor<1x1xf32>) -> tensor<f32>
    %729 = stablehlo.multiply %726, %728 : tensor<f32>
    %730 = "stablehlo.gather"(%58, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %731 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %732 = stablehlo.multiply %731, %730 : tensor<64x10x10xf32>
    %733 = stablehlo.add %724, %732 : tensor<64x10x10xf32>
    %734 = "stablehlo.scatter"(%707, %c_1, %733) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %735 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %736 = stablehlo.reshape %735 : (tensor<1x1xf32>) -> tensor<f32>
    %737 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %738 = stablehlo.reshape %737 : (tensor<1x1xf32>) -> tensor<f32>
    %739 = stablehlo.multiply %736, %738 : tensor<f32>
    %740 = "stablehlo.gather"(%95, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %741 = stablehlo.broadcast_in_dim %739, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %742 = stablehlo.multiply %741, %740 : tensor<64x10x10xf32>
    %743 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %744 = stablehlo.reshape %743 : (tensor<1x1xf32>) -> tensor<f32>
    %745 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %746 = stablehlo.reshape %745 : (tensor<1x1xf32>) -> tensor<f32>
    %747 = stablehlo.multiply %744, %746 : tensor<f32>
    %748 = "stablehlo.gather"(%95, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %749 = stablehlo.broadcast_in_dim %747, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %750 = stablehlo.multiply %749, %748 : tensor<64x10x10xf32>
    %751 = stablehlo.add %742, %750 : tensor<64x10x10xf32>
    %752 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %753 = stablehlo.reshape %752 : (tensor<1x1xf32>) -> tensor<f32>
    %754 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %755 = stablehlo.reshape %754 : (tensor<1x1xf32>) -> tensor<f32>
    %756 = stablehlo.multiply %753, %755 : tensor<f32>
    %757 = "stablehlo.gather"(%95, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %758 = stablehlo.broadcast_in_dim %756, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %759 = stablehlo.multiply %758, %757 : tensor<64x10x10xf32>
    %760 = stablehlo.add %751, %759 : tensor<64x10x10xf32>
    %761 = "stablehlo.scatter"(%734, %c_0, %760) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %762 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %763 = stablehlo.reshape %762 : (tensor<1x1xf32>) -> tensor<f32>
    %764 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %765 = stablehlo.reshape %764 : (tensor<1x1xf32>) -> tensor<f32>
    %766 = stablehlo.multiply %763, %765 : tensor<f32>
    %767 = "stablehlo.gather"(%132, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %768 = stablehlo.broadcast_in_dim %766, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %769 = stablehlo.multiply %768, %767 : tensor<64x10x10xf32>
    %770 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %771 = stablehlo.reshape %770 : (tensor<1x1xf32>) -> tensor<f32>
    %772 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %773 = stablehlo.reshape %772 : (tensor<1x1xf32>) -> tensor<f32>
    %774 = stablehlo.multiply %771, %773 : tensor<f32>
    %775 = "stablehlo.gather"(%132, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %776 = stablehlo.broadcast_in_dim %774, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %777 = stablehlo.multiply %776, %775 : tensor<64x10x10xf32>
    %778 = stablehlo.add %769, %777 : tensor<64x10x10xf32>
    %779 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %780 = stablehlo.reshape %779 : (tensor<1x1xf32>) -> tensor<f32>
    %781 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %782 = stablehlo.reshape %781 : (tensor<1x1xf32>) -> tensor<f32>
    %783 = stablehlo.multiply %780, %782 : tensor<f32>
    %784 = "stablehlo.gather"(%132, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %785 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %786 = stablehlo.multiply %785, %784 : tensor<64x10x10xf32>
    %787 = stablehlo.add %778, %786 : tensor<64x10x10xf32>
    %788 = "stablehlo.scatter"(%761, %c, %787) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %789 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %790 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %791 = stablehlo.reshape %790 : (tensor<1x1xf32>) -> tensor<f32>
    %792 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %793 = stablehlo.reshape %792 : (tensor<1x1xf32>) -> tensor<f32>
    %794 = stablehlo.multiply %791, %793 : tensor<f32>
    %795 = "stablehlo.gather"(%58, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %796 = stablehlo.broadcast_in_dim %794, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %797 = stablehlo.multiply %796, %795 : tensor<64x10x10xf32>
    %798 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %799 = stablehlo.reshape %798 : (tensor<1x1xf32>) -> tensor<f32>
    %800 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %801 = stablehlo.reshape %800 : (tensor<1x1xf32>) -> tensor<f32>
    %802 = stablehlo.multiply %799, %801 : tensor<f32>
    %803 = "stablehlo.gather"(%58, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %804 = stablehlo.broadcast_in_dim %802, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %805 = stablehlo.multiply %804, %803 : tensor<64x10x10xf32>
    %806 = stablehlo.add %797, %805 : tensor<64x10x10xf32>
    %807 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %808 = stablehlo.reshape %807 : (tensor<1x1xf32>) -> tensor<f32>
    %809 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %810 = stablehlo.reshape %809 : (tensor<1x1xf32>) -> tensor<f32>
    %811 = stablehlo.multiply %808, %810 : tensor<f32>
    %812 = "stablehlo.gather"(%58, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %813 = stablehlo.broadcast_in_dim %811, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %814 = stablehlo.multiply %813, %812 : tensor<64x10x10xf32>
    %815 = stablehlo.add %806, %814 : tensor<64x10x10xf32>
    %816 = "stablehlo.scatter"(%789, %c_1, %815) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %817 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %818 = stablehlo.reshape %817 : (tensor<1x1xf32>) -> tensor<f32>
    %819 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %820 = stablehlo.reshape %819 : (tensor<1x1xf32>) -> tensor<f32>
    %821 = stablehlo.multiply %818, %820 : tensor<f32>
    %822 = "stablehlo.gather"(%95, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %823 = stablehlo.broadcast_in_dim %821, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %824 = stablehlo.multiply %823, %822 : tensor<64x10x10xf32>
    %825 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %826 = stablehlo.reshape %825 : (tensor<1x1xf32>) -> tensor<f32>
    %827 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %828 = stablehlo.reshape %827 : (tensor<1x1xf32>) -> tensor<f32>
    %829 = stablehlo.multiply %826, %828 : tensor<f32>
    %830 = "stablehlo.gather"(%95, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %831 = stablehlo.broadcast_in_dim %829, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %832 = stablehlo.multiply %831, %830 : tensor<64x10x10xf32>
    %833 = stablehlo.add %824, %832 : tensor<64x10x10xf32>
    %834 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %835 = stablehlo.reshape %834 : (tensor<1x1xf32>) -> tensor<f32>
    %836 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %837 = stablehlo.reshape %836 : (tensor<1x1xf32>) -> tensor<f32>
    %838 = stablehlo.multiply %835, %837 : tensor<f32>
    %839 = "stablehlo.gather"(%95, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %840 = stablehlo.broadcast_in_dim %838, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %841 = stablehlo.multiply %840, %839 : tensor<64x10x10xf32>
    %842 = stablehlo.add %833, %841 : tensor<64x10x10xf32>
    %843 = "stablehlo.scatter"(%816, %c_0, %842) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %844 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %845 = stablehlo.reshape %844 : (tensor<1x1xf32>) -> tensor<f32>
    %846 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %847 = stablehlo.reshape %846 : (tensor<1x1xf32>) -> tensor<f32>
    %848 = stablehlo.multiply %845, %847 : tensor<f32>
    %849 = "stablehlo.gather"(%132, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %850 = stablehlo.broadcast_in_dim %848, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %851 = stablehlo.multiply %850, %849 : tensor<64x10x10xf32>
    %852 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %853 = stablehlo.reshape %852 : (tensor<1x1xf32>) -> tensor<f32>
    %854 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %855 = stablehlo.reshape %854 : (tensor<1x1xf32>) -> tensor<f32>
    %856 = stablehlo.multiply %853, %855 : tensor<f32>
    %857 = "stablehlo.gather"(%132, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %858 = stablehlo.broadcast_in_dim %856, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %859 = stablehlo.multiply %858, %857 : tensor<64x10x10xf32>
    %860 = stablehlo.add %851, %859 : tensor<64x10x10xf32>
    %861 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %862 = stablehlo.reshape %861 : (tensor<1x1xf32>) -> tensor<f32>
    %863 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %864 = stablehlo.reshape %863 : (tensor<1x1xf32>) -> tensor<f32>
    %865 = stablehlo.multiply %862, %864 : tensor<f32>
    %866 = "stablehlo.gather"(%132, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %867 = stablehlo.broadcast_in_dim %865, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %868 = stablehlo.multiply %867, %866 : tensor<64x10x10xf32>
    %869 = stablehlo.add %860, %868 : tensor<64x10x10xf32>
    %870 = "stablehlo.scatter"(%843, %c, %869) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %871 = "stablehlo.gather"(%214, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %872 = "stablehlo.gather"(%214, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %873 = "stablehlo.gather"(%214, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %874 = stablehlo.reshape %871 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %875 = stablehlo.reshape %872 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %876 = stablehlo.reshape %873 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %877 = stablehlo.concatenate %874, %875, %876, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %878 = "stablehlo.gather"(%296, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %879 = "stablehlo.gather"(%296, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %880 = "stablehlo.gather"(%296, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %881 = stablehlo.reshape %878 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %882 = stablehlo.reshape %879 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %883 = stablehlo.reshape %880 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %884 = stablehlo.concatenate %881, %882, %883, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %885 = "stablehlo.gather"(%378, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %886 = "stablehlo.gather"(%378, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %887 = "stablehlo.gather"(%378, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %888 = stablehlo.reshape %885 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %889 = stablehlo.reshape %886 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %890 = stablehlo.reshape %887 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %891 = stablehlo.concatenate %888, %889, %890, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %892 = "stablehlo.gather"(%460, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %893 = "stablehlo.gather"(%460, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %894 = "stablehlo.gather"(%460, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %895 = stablehlo.reshape %892 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %896 = stablehlo.reshape %893 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %897 = stablehlo.reshape %894 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %898 = stablehlo.concatenate %895, %896, %897, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %899 = "stablehlo.gather"(%542, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %900 = "stablehlo.gather"(%542, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %901 = "stablehlo.gather"(%542, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %902 = stablehlo.reshape %899 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %903 = stablehlo.reshape %900 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %904 = stablehlo.reshape %901 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %905 = stablehlo.concatenate %902, %903, %904, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %906 = "stablehlo.gather"(%624, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %907 = "stablehlo.gather"(%624, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %908 = "stablehlo.gather"(%624, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %909 = stablehlo.reshape %906 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %910 = stablehlo.reshape %907 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %911 = stablehlo.reshape %908 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %912 = stablehlo.concatenate %909, %910, %911, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %913 = "stablehlo.gather"(%706, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %914 = "stablehlo.gather"(%706, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %915 = "stablehlo.gather"(%706, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %916 = stablehlo.reshape %913 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %917 = stablehlo.reshape %914 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %918 = stablehlo.reshape %915 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %919 = stablehlo.concatenate %916, %917, %918, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %920 = "stablehlo.gather"(%788, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %921 = "stablehlo.gather"(%788, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %922 = "stablehlo.gather"(%788, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %923 = stablehlo.reshape %920 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %924 = stablehlo.reshape %921 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %925 = stablehlo.reshape %922 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %926 = stablehlo.concatenate %923, %924, %925, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %927 = "stablehlo.gather"(%870, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %928 = "stablehlo.gather"(%870, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %929 = "stablehlo.gather"(%870, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %930 = stablehlo.reshape %927 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %931 = stablehlo.reshape %928 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %932 = stablehlo.reshape %929 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %933 = stablehlo.concatenate %930, %931, %932, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %934 = stablehlo.reshape %877 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %935 = stablehlo.reshape %884 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %936 = stablehlo.reshape %891 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %937 = stablehlo.reshape %898 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %938 = stablehlo.reshape %905 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %939 = stablehlo.reshape %912 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %940 = stablehlo.reshape %919 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %941 = stablehlo.reshape %926 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %942 = stablehlo.reshape %933 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %943 = stablehlo.concatenate %934, %935, %936, %937, %938, %939, %940, %941, %942, dim = 1 : (tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>) -> tensor<64x9x3x10x10xf32>
    %944 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %945 = stablehlo.reshape %944 : (tensor<3x1xf32>) -> tensor<3xf32>
    %946 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %947 = stablehlo.reshape %946 : (tensor<3x1xf32>) -> tensor<3xf32>
    %948 = stablehlo.multiply %945, %947 : tensor<3xf32>
    %949 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %950 = stablehlo.reshape %949 : (tensor<3x1xf32>) -> tensor<3xf32>
    %951 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %952 = stablehlo.reshape %951 : (tensor<3x1xf32>) -> tensor<3xf32>
    %953 = stablehlo.multiply %950, %952 : tensor<3xf32>
    %954 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %955 = stablehlo.reshape %954 : (tensor<3x1xf32>) -> tensor<3xf32>
    %956 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %957 = stablehlo.reshape %956 : (tensor<3x1xf32>) -> tensor<3xf32>
    %958 = stablehlo.multiply %955, %957 : tensor<3xf32>
    %959 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %960 = stablehlo.reshape %959 : (tensor<3x1xf32>) -> tensor<3xf32>
    %961 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %962 = stablehlo.reshape %961 : (tensor<3x1xf32>) -> tensor<3xf32>
    %963 = stablehlo.multiply %960, %962 : tensor<3xf32>
    %964 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %965 = stablehlo.reshape %964 : (tensor<3x1xf32>) -> tensor<3xf32>
    %966 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %967 = stablehlo.reshape %966 : (tensor<3x1xf32>) -> tensor<3xf32>
    %968 = stablehlo.multiply %965, %967 : tensor<3xf32>
    %969 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %970 = stablehlo.reshape %969 : (tensor<3x1xf32>) -> tensor<3xf32>
    %971 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %972 = stablehlo.reshape %971 : (tensor<3x1xf32>) -> tensor<3xf32>
    %973 = stablehlo.multiply %970, %972 : tensor<3xf32>
    %974 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %975 = stablehlo.reshape %974 : (tensor<3x1xf32>) -> tensor<3xf32>
    %976 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %977 = stablehlo.reshape %976 : (tensor<3x1xf32>) -> tensor<3xf32>
    %978 = stablehlo.multiply %975, %977 : tensor<3xf32>
    %979 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %980 = stablehlo.reshape %979 : (tensor<3x1xf32>) -> tensor<3xf32>
    %981 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %982 = stablehlo.reshape %981 : (tensor<3x1xf32>) -> tensor<3xf32>
    %983 = stablehlo.multiply %980, %982 : tensor<3xf32>
    %984 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %985 = stablehlo.reshape %984 : (tensor<3x1xf32>) -> tensor<3xf32>
    %986 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %987 = stablehlo.reshape %986 : (tensor<3x1xf32>) -> tensor<3xf32>
    %988 = stablehlo.multiply %985, %987 : tensor<3xf32>
    %989 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %990 = stablehlo.reshape %989 : (tensor<3x1xf32>) -> tensor<3xf32>
    %991 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %992 = stablehlo.reshape %991 : (tensor<3x1xf32>) -> tensor<3xf32>
    %993 = stablehlo.multiply %990, %992 : tensor<3xf32>
    %994 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %995 = stablehlo.reshape %994 : (tensor<3x1xf32>) -> tensor<3xf32>
    %996 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %997 = stablehlo.reshape %996 : (tensor<3x1xf32>) -> tensor<3xf32>
    %998 = stablehlo.multiply %995, %997 : tensor<3xf32>
    %999 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1000 = stablehlo.reshape %999 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1001 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1002 = stablehlo.reshape %1001 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1003 = stablehlo.multiply %1000, %1002 : tensor<3xf32>
    %1004 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1005 = stablehlo.reshape %1004 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1006 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1007 = stablehlo.reshape %1006 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1008 = stablehlo.multiply %1005, %1007 : tensor<3xf32>
    %1009 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1010 = stablehlo.reshape %1009 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1011 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1012 = stablehlo.reshape %1011 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1013 = stablehlo.multiply %1010, %1012 : tensor<3xf32>
    %1014 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1015 = stablehlo.reshape %1014 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1016 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1017 = stablehlo.reshape %1016 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1018 = stablehlo.multiply %1015, %1017 : tensor<3xf32>
    %1019 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1020 = stablehlo.reshape %1019 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1021 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1022 = stablehlo.reshape %1021 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1023 = stablehlo.multiply %1020, %1022 : tensor<3xf32>
    %1024 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1025 = stablehlo.reshape %1024 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1026 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1027 = stablehlo.reshape %1026 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1028 = stablehlo.multiply %1025, %1027 : tensor<3xf32>
    %1029 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1030 = stablehlo.reshape %1029 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1031 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1032 = stablehlo.reshape %1031 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1033 = stablehlo.multiply %1030, %1032 : tensor<3xf32>
    %1034 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1035 = stablehlo.reshape %1034 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1036 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1037 = stablehlo.reshape %1036 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1038 = stablehlo.multiply %1035, %1037 : tensor<3xf32>
    %1039 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1040 = stablehlo.reshape %1039 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1041 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1042 = stablehlo.reshape %1041 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1043 = stablehlo.multiply %1040, %1042 : tensor<3xf32>
    %1044 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1045 = stablehlo.reshape %1044 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1046 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1047 = stablehlo.reshape %1046 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1048 = stablehlo.multiply %1045, %1047 : tensor<3xf32>
    %1049 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1050 = stablehlo.reshape %1049 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1051 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1052 = stablehlo.reshape %1051 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1053 = stablehlo.multiply %1050, %1052 : tensor<3xf32>
    %1054 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1055 = stablehlo.reshape %1054 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1056 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1057 = stablehlo.reshape %1056 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1058 = stablehlo.multiply %1055, %1057 : tensor<3xf32>
    %1059 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1060 = stablehlo.reshape %1059 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1061 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1062 = stablehlo.reshape %1061 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1063 = stablehlo.multiply %1060, %1062 : tensor<3xf32>
    %1064 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1066 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1067 = stablehlo.reshape %1066 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1068 = stablehlo.multiply %1065, %1067 : tensor<3xf32>
    %1069 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1070 = stablehlo.reshape %1069 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1071 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1072 = stablehlo.reshape %1071 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1073 = stablehlo.multiply %1070, %1072 : tensor<3xf32>
    %1074 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1075 = stablehlo.reshape %1074 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1076 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1077 = stablehlo.reshape %1076 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1078 = stablehlo.multiply %1075, %1077 : tensor<3xf32>
    %1079 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1080 = stablehlo.reshape %1079 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1081 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1082 = stablehlo.reshape %1081 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1083 = stablehlo.multiply %1080, %1082 : tensor<3xf32>
    %1084 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1085 = stablehlo.reshape %1084 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1086 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1087 = stablehlo.reshape %1086 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1088 = stablehlo.multiply %1085, %1087 : tensor<3xf32>
    %1089 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1090 = stablehlo.reshape %1089 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1091 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1092 = stablehlo.reshape %1091 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1093 = stablehlo.multiply %1090, %1092 : tensor<3xf32>
    %1094 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1095 = stablehlo.reshape %1094 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1096 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1097 = stablehlo.reshape %1096 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1098 = stablehlo.multiply %1095, %1097 : tensor<3xf32>
    %1099 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1100 = stablehlo.reshape %1099 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1101 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1102 = stablehlo.reshape %1101 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1103 = stablehlo.multiply %1100, %1102 : tensor<3xf32>
    %1104 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1105 = stablehlo.reshape %1104 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1106 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1107 = stablehlo.reshape %1106 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1108 = stablehlo.multiply %1105, %1107 : tensor<3xf32>
    %1109 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1110 = stablehlo.reshape %1109 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1111 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1112 = stablehlo.reshape %1111 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1113 = stablehlo.multiply %1110, %1112 : tensor<3xf32>
    %1114 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1115 = stablehlo.reshape %1114 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1116 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1117 = stablehlo.reshape %1116 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1118 = stablehlo.multiply %1115, %1117 : tensor<3xf32>
    %1119 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1120 = stablehlo.reshape %1119 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1121 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1122 = stablehlo.reshape %1121 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1123 = stablehlo.multiply %1120, %1122 : tensor<3xf32>
    %1124 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1125 = stablehlo.reshape %1124 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1126 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1127 = stablehlo.reshape %1126 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1128 = stablehlo.multiply %1125, %1127 : tensor<3xf32>
    %1129 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1130 = stablehlo.reshape %1129 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1131 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1132 = stablehlo.reshape %1131 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1133 = stablehlo.multiply %1130, %1132 : tensor<3xf32>
    %1134 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1135 = stablehlo.reshape %1134 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1136 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1137 = stablehlo.reshape %1136 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1138 = stablehlo.multiply %1135, %1137 : tensor<3xf32>
    %1139 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1140 = stablehlo.reshape %1139 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1141 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1142 = stablehlo.reshape %1141 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1143 = stablehlo.multiply %1140, %1142 : tensor<3xf32>
    %1144 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1145 = stablehlo.reshape %1144 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1146 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1147 = stablehlo.reshape %1146 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1148 = stablehlo.multiply %1145, %1147 : tensor<3xf32>
    %1149 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1150 = stablehlo.reshape %1149 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1151 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1152 = stablehlo.reshape %1151 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1153 = stablehlo.multiply %1150, %1152 : tensor<3xf32>
    %1154 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1155 = stablehlo.reshape %1154 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1156 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1157 = stablehlo.reshape %1156 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1158 = stablehlo.multiply %1155, %1157 : tensor<3xf32>
    %1159 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1160 = stablehlo.reshape %1159 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1161 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1162 = stablehlo.reshape %1161 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1163 = stablehlo.multiply %1160, %1162 : tensor<3xf32>
    %1164 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1165 = stablehlo.reshape %1164 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1166 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1167 = stablehlo.reshape %1166 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1168 = stablehlo.multiply %1165, %1167 : tensor<3xf32>
    %1169 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1170 = stablehlo.reshape %1169 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1171 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1172 = stablehlo.reshape %1171 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1173 = stablehlo.multiply %1170, %1172 : tensor<3xf32>
    %1174 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1175 = stablehlo.reshape %1174 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1176 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1177 = stablehlo.reshape %1176 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1178 = stablehlo.multiply %1175, %1177 : tensor<3xf32>
    %1179 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1180 = stablehlo.reshape %1179 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1181 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1182 = stablehlo.reshape %1181 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1183 = stablehlo.multiply %1180, %1182 : tensor<3xf32>
    %1184 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1185 = stablehlo.reshape %1184 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1186 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1187 = stablehlo.reshape %1186 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1188 = stablehlo.multiply %1185, %1187 : tensor<3xf32>
    %1189 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1190 = stablehlo.reshape %1189 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1191 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1192 = stablehlo.reshape %1191 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1193 = stablehlo.multiply %1190, %1192 : tensor<3xf32>
    %1194 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1195 = stablehlo.reshape %1194 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1196 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1197 = stablehlo.reshape %1196 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1198 = stablehlo.multiply %1195, %1197 : tensor<3xf32>
    %1199 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1200 = stablehlo.reshape %1199 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1201 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1202 = stablehlo.reshape %1201 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1203 = stablehlo.multiply %1200, %1202 : tensor<3xf32>
    %1204 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1205 = stablehlo.reshape %1204 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1206 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1207 = stablehlo.reshape %1206 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1208 = stablehlo.multiply %1205, %1207 : tensor<3xf32>
    %1209 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1210 = stablehlo.reshape %1209 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1211 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1212 = stablehlo.reshape %1211 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1213 = stablehlo.multiply %1210, %1212 : tensor<3xf32>
    %1214 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1215 = stablehlo.reshape %1214 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1216 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1217 = stablehlo.reshape %1216 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1218 = stablehlo.multiply %1215, %1217 : tensor<3xf32>
    %1219 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1220 = stablehlo.reshape %1219 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1221 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1222 = stablehlo.reshape %1221 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1223 = stablehlo.multiply %1220, %1222 : tensor<3xf32>
    %1224 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1225 = stablehlo.reshape %1224 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1226 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1227 = stablehlo.reshape %1226 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1228 = stablehlo.multiply %1225, %1227 : tensor<3xf32>
    %1229 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1230 = stablehlo.reshape %1229 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1231 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1232 = stablehlo.reshape %1231 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1233 = stablehlo.multiply %1230, %1232 : tensor<3xf32>
    %1234 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1235 = stablehlo.reshape %1234 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1236 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1237 = stablehlo.reshape %1236 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1238 = stablehlo.multiply %1235, %1237 : tensor<3xf32>
    %1239 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1240 = stablehlo.reshape %1239 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1241 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1243 = stablehlo.multiply %1240, %1242 : tensor<3xf32>
    %1244 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1245 = stablehlo.reshape %1244 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1246 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1247 = stablehlo.reshape %1246 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1248 = stablehlo.multiply %1245, %1247 : tensor<3xf32>
    %1249 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1250 = stablehlo.reshape %1249 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1251 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1252 = stablehlo.reshape %1251 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1253 = stablehlo.multiply %1250, %1252 : tensor<3xf32>
    %1254 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1255 = stablehlo.reshape %1254 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1256 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1258 = stablehlo.multiply %1255, %1257 : tensor<3xf32>
    %1259 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1260 = stablehlo.reshape %1259 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1261 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1262 = stablehlo.reshape %1261 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1263 = stablehlo.multiply %1260, %1262 : tensor<3xf32>
    %1264 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1265 = stablehlo.reshape %1264 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1266 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1267 = stablehlo.reshape %1266 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1268 = stablehlo.multiply %1265, %1267 : tensor<3xf32>
    %1269 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1270 = stablehlo.reshape %1269 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1271 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1272 = stablehlo.reshape %1271 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1273 = stablehlo.multiply %1270, %1272 : tensor<3xf32>
    %1274 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1276 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1277 = stablehlo.reshape %1276 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1278 = stablehlo.multiply %1275, %1277 : tensor<3xf32>
    %1279 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1280 = stablehlo.reshape %1279 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1281 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1282 = stablehlo.reshape %1281 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1283 = stablehlo.multiply %1280, %1282 : tensor<3xf32>
    %1284 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1285 = stablehlo.reshape %1284 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1286 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1287 = stablehlo.reshape %1286 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1288 = stablehlo.multiply %1285, %1287 : tensor<3xf32>
    %1289 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1291 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1292 = stablehlo.reshape %1291 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1293 = stablehlo.multiply %1290, %1292 : tensor<3xf32>
    %1294 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1295 = stablehlo.reshape %1294 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1296 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1297 = stablehlo.reshape %1296 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1298 = stablehlo.multiply %1295, %1297 : tensor<3xf32>
    %1299 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1300 = stablehlo.reshape %1299 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1301 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1302 = stablehlo.reshape %1301 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1303 = stablehlo.multiply %1300, %1302 : tensor<3xf32>
    %1304 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1305 = stablehlo.reshape %1304 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1306 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1307 = stablehlo.reshape %1306 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1308 = stablehlo.multiply %1305, %1307 : tensor<3xf32>
    %1309 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1310 = stablehlo.reshape %1309 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1311 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1312 = stablehlo.reshape %1311 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1313 = stablehlo.multiply %1310, %1312 : tensor<3xf32>
    %1314 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1315 = stablehlo.reshape %1314 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1316 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1317 = stablehlo.reshape %1316 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1318 = stablehlo.multiply %1315, %1317 : tensor<3xf32>
    %1319 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1320 = stablehlo.reshape %1319 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1321 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1322 = stablehlo.reshape %1321 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1323 = stablehlo.multiply %1320, %1322 : tensor<3xf32>
    %1324 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1325 = stablehlo.reshape %1324 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1326 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1327 = stablehlo.reshape %1326 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1328 = stablehlo.multiply %1325, %1327 : tensor<3xf32>
    %1329 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1330 = stablehlo.reshape %1329 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1331 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1332 = stablehlo.reshape %1331 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1333 = stablehlo.multiply %1330, %1332 : tensor<3xf32>
    %1334 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1335 = stablehlo.reshape %1334 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1336 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1337 = stablehlo.reshape %1336 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1338 = stablehlo.multiply %1335, %1337 : tensor<3xf32>
    %1339 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1340 = stablehlo.reshape %1339 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1341 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1342 = stablehlo.reshape %1341 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1343 = stablehlo.multiply %1340, %1342 : tensor<3xf32>
    %1344 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1345 = stablehlo.reshape %1344 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1346 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1347 = stablehlo.reshape %1346 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1348 = stablehlo.multiply %1345, %1347 : tensor<3xf32>
    %1349 = stablehlo.reshape %948 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1350 = stablehlo.reshape %953 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1351 = stablehlo.reshape %958 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1352 = stablehlo.reshape %963 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1353 = stablehlo.reshape %968 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1354 = stablehlo.reshape %973 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1355 = stablehlo.reshape %978 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1356 = stablehlo.reshape %983 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1357 = stablehlo.reshape %988 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1358 = stablehlo.reshape %993 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1359 = stablehlo.reshape %998 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1360 = stablehlo.reshape %1003 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1361 = stablehlo.reshape %1008 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1362 = stablehlo.reshape %1013 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1363 = stablehlo.reshape %1018 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1364 = stablehlo.reshape %1023 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1365 = stablehlo.reshape %1028 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1366 = stablehlo.reshape %1033 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1367 = stablehlo.reshape %1038 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1368 = stablehlo.reshape %1043 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1369 = stablehlo.reshape %1048 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1370 = stablehlo.reshape %1053 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1371 = stablehlo.reshape %1058 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1372 = stablehlo.reshape %1063 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1373 = stablehlo.reshape %1068 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1374 = stablehlo.reshape %1073 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1375 = stablehlo.reshape %1078 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1376 = stablehlo.reshape %1083 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1377 = stablehlo.reshape %1088 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1378 = stablehlo.reshape %1093 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1379 = stablehlo.reshape %1098 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1380 = stablehlo.reshape %1103 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1381 = stablehlo.reshape %1108 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1382 = stablehlo.reshape %1113 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1383 = stablehlo.reshape %1118 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1384 = stablehlo.reshape %1123 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1385 = stablehlo.reshape %1128 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1386 = stablehlo.reshape %1133 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1387 = stablehlo.reshape %1138 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1388 = stablehlo.reshape %1143 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1389 = stablehlo.reshape %1148 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1390 = stablehlo.reshape %1153 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1391 = stablehlo.reshape %1158 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1392 = stablehlo.reshape %1163 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1393 = stablehlo.reshape %1168 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1394 = stablehlo.reshape %1173 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1395 = stablehlo.reshape %1178 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1396 = stablehlo.reshape %1183 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1397 = stablehlo.reshape %1188 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1398 = stablehlo.reshape %1193 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1399 = stablehlo.reshape %1198 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1400 = stablehlo.reshape %1203 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1401 = stablehlo.reshape %1208 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1402 = stablehlo.reshape %1213 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1403 = stablehlo.reshape %1218 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1404 = stablehlo.reshape %1223 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1405 = stablehlo.reshape %1228 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1406 = stablehlo.reshape %1233 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1407 = stablehlo.reshape %1238 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1408 = stablehlo.reshape %1243 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1409 = stablehlo.reshape %1248 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1410 = stablehlo.reshape %1253 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1411 = stablehlo.reshape %1258 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1412 = stablehlo.reshape %1263 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1413 = stablehlo.reshape %1268 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1414 = stablehlo.reshape %1273 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1415 = stablehlo.reshape %1278 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1416 = stablehlo.reshape %1283 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1417 = stablehlo.reshape %1288 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1418 = stablehlo.reshape %1293 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1419 = stablehlo.reshape %1298 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1420 = stablehlo.reshape %1303 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1421 = stablehlo.reshape %1308 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1422 = stablehlo.reshape %1313 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1423 = stablehlo.reshape %1318 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1424 = stablehlo.reshape %1323 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1425 = stablehlo.reshape %1328 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1426 = stablehlo.reshape %1333 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1427 = stablehlo.reshape %1338 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1428 = stablehlo.reshape %1343 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1429 = stablehlo.reshape %1348 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1430 = stablehlo.concatenate %1349, %1350, %1351, %1352, %1353, %1354, %1355, %1356, %1357, %1358, %1359, %1360, %1361, %1362, %1363, %1364, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1431 = stablehlo.concatenate %1365, %1366, %1367, %1368, %1369, %1370, %1371, %1372, %1373, %1374, %1375, %1376, %1377, %1378, %1379, %1380, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1432 = stablehlo.concatenate %1381, %1382, %1383, %1384, %1385, %1386, %1387, %1388, %1389, %1390, %1391, %1392, %1393, %1394, %1395, %1396, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1433 = stablehlo.concatenate %1397, %1398, %1399, %1400, %1401, %1402, %1403, %1404, %1405, %1406, %1407, %1408, %1409, %1410, %1411, %1412, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1434 = stablehlo.concatenate %1413, %1414, %1415, %1416, %1417, %1418, %1419, %1420, %1421, %1422, %1423, %1424, %1425, %1426, %1427, %1428, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1435 = stablehlo.concatenate %1429, dim = 1 : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %1436 = stablehlo.concatenate %1430, %1431, %1432, %1433, %1434, %1435, dim = 1 : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %1437 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x81x10x10xf32>
    %1438:6 = stablehlo.while(%iterArg = %943, %iterArg_118 = %1436, %iterArg_119 = %c_2, %iterArg_120 = %c_3, %iterArg_121 = %c_3, %iterArg_122 = %1437) : tensor<64x9x3x10x10xf32>, tensor<3x81xf32>, tensor<81xi32>, tensor<i32>, tensor<i32>, tensor<64x81x10x10xf32>
    cond {
      %c_123 = stablehlo.constant dense<3> : tensor<i32>
      %1684 = stablehlo.compare LT, %iterArg_120, %c_123, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1684 : tensor<i1>
    } do {
      %c_123 = stablehlo.constant dense<1> : tensor<i32>
      %1684 = stablehlo.add %iterArg_121, %c_123 : tensor<i32>
      %c_124 = stablehlo.constant dense<0> : tensor<i32>
      %1685 = stablehlo.compare LT, %iterArg_121, %c_124, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_125 = stablehlo.constant dense<3> : tensor<i32>
      %1686 = stablehlo.add %iterArg_121, %c_125 : tensor<i32>
      %1687 = stablehlo.select %1685, %1686, %iterArg_121 : tensor<i1>, tensor<i32>
      %1688 = stablehlo.dynamic_slice %iterArg, %c_124, %c_124, %1687, %c_124, %c_124, sizes = [64, 9, 1, 10, 10] : (tensor<64x9x3x10x10xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x9x1x10x10xf32>
      %1689 = stablehlo.reshape %1688 : (tensor<64x9x1x10x10xf32>) -> tensor<64x9x10x10xf32>
      %1690 = stablehlo.compare LT, %iterArg_121, %c_124, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1691 = stablehlo.add %iterArg_121, %c_125 : tensor<i32>
      %1692 = stablehlo.select %1690, %1691, %iterArg_121 : tensor<i1>, tensor<i32>
      %1693 = stablehlo.dynamic_slice %iterArg_118, %1692, %c_124, sizes = [1, 81] : (tensor<3x81xf32>, tensor<i32>, tensor<i32>) -> tensor<1x81xf32>
      %1694 = stablehlo.reshape %1693 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
      %c_126 = stablehlo.constant dense<0> : tensor<81xi32>
      %1695 = stablehlo.compare LT, %iterArg_119, %c_126, SIGNED : (tensor<81xi32>, tensor<81xi32>) -> tensor<81xi1>
      %c_127 = stablehlo.constant dense<9> : tensor<81xi32>
      %1696 = stablehlo.add %iterArg_119, %c_127 : tensor<81xi32>
      %1697 = stablehlo.select %1695, %1696, %iterArg_119 : tensor<81xi1>, tensor<81xi32>
      %1698 = stablehlo.reshape %1697 : (tensor<81xi32>) -> tensor<81x1xi32>
      %1699 = "stablehlo.gather"(%1689, %1698) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 10, 10>}> : (tensor<64x9x10x10xf32>, tensor<81x1xi32>) -> tensor<64x81x10x10xf32>
      %1700 = stablehlo.broadcast_in_dim %1694, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<64x81x10x10xf32>
      %1701 = stablehlo.multiply %1700, %1699 : tensor<64x81x10x10xf32>
      %1702 = stablehlo.add %iterArg_122, %1701 : tensor<64x81x10x10xf32>
      %1703 = stablehlo.add %iterArg_120, %c_123 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_118, %iterArg_119, %1703, %1684, %1702 : tensor<64x9x3x10x10xf32>, tensor<3x81xf32>, tensor<81xi32>, tensor<i32>, tensor<i32>, tensor<64x81x10x10xf32>
    }
    %1439 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x729xf32>
    %1440 = stablehlo.slice %1438#5 [0:64, 0:1, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1441 = stablehlo.reshape %1440 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_37 = stablehlo.constant dense<[[[0], [27], [54], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[1], [28], [55], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[2], [29], [56], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1442 = "stablehlo.scatter"(%1439, %c_37, %1441) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1443 = stablehlo.slice %1438#5 [0:64, 1:2, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1444 = stablehlo.reshape %1443 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_38 = stablehlo.constant dense<[[[9], [36], [63], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[10], [37], [64], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[11], [38], [65], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1445 = "stablehlo.scatter"(%1442, %c_38, %1444) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1446 = stablehlo.slice %1438#5 [0:64, 2:3, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1447 = stablehlo.reshape %1446 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_39 = stablehlo.constant dense<[[[18], [45], [72], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[19], [46], [73], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[20], [47], [74], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1448 = "stablehlo.scatter"(%1445, %c_39, %1447) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1449 = stablehlo.slice %1438#5 [0:64, 3:4, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1450 = stablehlo.reshape %1449 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_40 = stablehlo.constant dense<[[[243], [270], [297], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[244], [271], [298], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[245], [272], [299], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1451 = "stablehlo.scatter"(%1448, %c_40, %1450) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1452 = stablehlo.slice %1438#5 [0:64, 4:5, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1453 = stablehlo.reshape %1452 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_41 = stablehlo.constant dense<[[[252], [279], [306], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[253], [280], [307], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[254], [281], [308], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1454 = "stablehlo.scatter"(%1451, %c_41, %1453) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1455 = stablehlo.slice %1438#5 [0:64, 5:6, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1456 = stablehlo.reshape %1455 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_42 = stablehlo.constant dense<[[[261], [288], [315], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[262], [289], [316], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[263], [290], [317], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1457 = "stablehlo.scatter"(%1454, %c_42, %1456) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1458 = stablehlo.slice %1438#5 [0:64, 6:7, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1459 = stablehlo.reshape %1458 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_43 = stablehlo.constant dense<[[[486], [513], [540], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[487], [514], [541], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[488], [515], [542], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1460 = "stablehlo.scatter"(%1457, %c_43, %1459) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1461 = stablehlo.slice %1438#5 [0:64, 7:8, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1462 = stablehlo.reshape %1461 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_44 = stablehlo.constant dense<[[[495], [522], [549], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[496], [523], [550], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[497], [524], [551], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1463 = "stablehlo.scatter"(%1460, %c_44, %1462) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1464 = stablehlo.slice %1438#5 [0:64, 8:9, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1465 = stablehlo.reshape %1464 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_45 = stablehlo.constant dense<[[[504], [531], [558], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[505], [532], [559], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[506], [533], [560], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1466 = "stablehlo.scatter"(%1463, %c_45, %1465) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1467 = stablehlo.slice %1438#5 [0:64, 9:10, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1468 = stablehlo.reshape %1467 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_46 = stablehlo.constant dense<[[[3], [30], [57], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[4], [31], [58], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[5], [32], [59], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1469 = "stablehlo.scatter"(%1466, %c_46, %1468) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1470 = stablehlo.slice %1438#5 [0:64, 10:11, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1471 = stablehlo.reshape %1470 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_47 = stablehlo.constant dense<[[[12], [39], [66], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[13], [40], [67], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[14], [41], [68], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1472 = "stablehlo.scatter"(%1469, %c_47, %1471) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1473 = stablehlo.slice %1438#5 [0:64, 11:12, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1474 = stablehlo.reshape %1473 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_48 = stablehlo.constant dense<[[[21], [48], [75], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[22], [49], [76], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[23], [50], [77], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1475 = "stablehlo.scatter"(%1472, %c_48, %1474) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1476 = stablehlo.slice %1438#5 [0:64, 12:13, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1477 = stablehlo.reshape %1476 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_49 = stablehlo.constant dense<[[[246], [273], [300], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[247], [274], [301], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[248], [275], [302], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1478 = "stablehlo.scatter"(%1475, %c_49, %1477) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1479 = stablehlo.slice %1438#5 [0:64, 13:14, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1480 = stablehlo.reshape %1479 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_50 = stablehlo.constant dense<[[[255], [282], [309], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[256], [283], [310], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[257], [284], [311], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1481 = "stablehlo.scatter"(%1478, %c_50, %1480) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1482 = stablehlo.slice %1438#5 [0:64, 14:15, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1483 = stablehlo.reshape %1482 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_51 = stablehlo.constant dense<[[[264], [291], [318], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[265], [292], [319], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[266], [293], [320], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1484 = "stablehlo.scatter"(%1481, %c_51, %1483) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1485 = stablehlo.slice %1438#5 [0:64, 15:16, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1486 = stablehlo.reshape %1485 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_52 = stablehlo.constant dense<[[[489], [516], [543], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[490], [517], [544], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[491], [518], [545], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1487 = "stablehlo.scatter"(%1484, %c_52, %1486) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1488 = stablehlo.slice %1438#5 [0:64, 16:17, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1489 = stablehlo.reshape %1488 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_53 = stablehlo.constant dense<[[[498], [525], [552], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[499], [526], [553], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[500], [527], [554], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1490 = "stablehlo.scatter"(%1487, %c_53, %1489) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1491 = stablehlo.slice %1438#5 [0:64, 17:18, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1492 = stablehlo.reshape %1491 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_54 = stablehlo.constant dense<[[[507], [534], [561], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[508], [535], [562], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[509], [536], [563], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1493 = "stablehlo.scatter"(%1490, %c_54, %1492) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1494 = stablehlo.slice %1438#5 [0:64, 18:19, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1495 = stablehlo.reshape %1494 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_55 = stablehlo.constant dense<[[[6], [33], [60], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[7], [34], [61], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[8], [35], [62], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1496 = "stablehlo.scatter"(%1493, %c_55, %1495) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1497 = stablehlo.slice %1438#5 [0:64, 19:20, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1498 = stablehlo.reshape %1497 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_56 = stablehlo.constant dense<[[[15], [42], [69], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16], [43], [70], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[17], [44], [71], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1499 = "stablehlo.scatter"(%1496, %c_56, %1498) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1500 = stablehlo.slice %1438#5 [0:64, 20:21, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1501 = stablehlo.reshape %1500 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_57 = stablehlo.constant dense<[[[24], [51], [78], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[25], [52], [79], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[26], [53], [80], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1502 = "stablehlo.scatter"(%1499, %c_57, %1501) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1503 = stablehlo.slice %1438#5 [0:64, 21:22, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1504 = stablehlo.reshape %1503 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_58 = stablehlo.constant dense<[[[249], [276], [303], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[250], [277], [304], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[251], [278], [305], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1505 = "stablehlo.scatter"(%1502, %c_58, %1504) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1506 = stablehlo.slice %1438#5 [0:64, 22:23, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1507 = stablehlo.reshape %1506 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_59 = stablehlo.constant dense<[[[258], [285], [312], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[259], [286], [313], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[260], [287], [314], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1508 = "stablehlo.scatter"(%1505, %c_59, %1507) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1509 = stablehlo.slice %1438#5 [0:64, 23:24, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1510 = stablehlo.reshape %1509 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_60 = stablehlo.constant dense<[[[267], [294], [321], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[268], [295], [322], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[269], [296], [323], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1511 = "stablehlo.scatter"(%1508, %c_60, %1510) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1512 = stablehlo.slice %1438#5 [0:64, 24:25, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1513 = stablehlo.reshape %1512 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_61 = stablehlo.constant dense<[[[492], [519], [546], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[493], [520], [547], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[494], [521], [548], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1514 = "stablehlo.scatter"(%1511, %c_61, %1513) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1515 = stablehlo.slice %1438#5 [0:64, 25:26, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1516 = stablehlo.reshape %1515 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_62 = stablehlo.constant dense<[[[501], [528], [555], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[502], [529], [556], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[503], [530], [557], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1517 = "stablehlo.scatter"(%1514, %c_62, %1516) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1518 = stablehlo.slice %1438#5 [0:64, 26:27, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1519 = stablehlo.reshape %1518 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_63 = stablehlo.constant dense<[[[510], [537], [564], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[511], [538], [565], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[512], [539], [566], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1520 = "stablehlo.scatter"(%1517, %c_63, %1519) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1521 = stablehlo.slice %1438#5 [0:64, 27:28, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1522 = stablehlo.reshape %1521 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_64 = stablehlo.constant dense<[[[81], [108], [135], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[82], [109], [136], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[83], [110], [137], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1523 = "stablehlo.scatter"(%1520, %c_64, %1522) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1524 = stablehlo.slice %1438#5 [0:64, 28:29, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1525 = stablehlo.reshape %1524 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_65 = stablehlo.constant dense<[[[90], [117], [144], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[91], [118], [145], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[92], [119], [146], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1526 = "stablehlo.scatter"(%1523, %c_65, %1525) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1527 = stablehlo.slice %1438#5 [0:64, 29:30, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1528 = stablehlo.reshape %1527 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_66 = stablehlo.constant dense<[[[99], [126], [153], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[100], [127], [154], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[101], [128], [155], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1529 = "stablehlo.scatter"(%1526, %c_66, %1528) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1530 = stablehlo.slice %1438#5 [0:64, 30:31, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1531 = stablehlo.reshape %1530 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_67 = stablehlo.constant dense<[[[324], [351], [378], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[325], [352], [379], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[326], [353], [380], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1532 = "stablehlo.scatter"(%1529, %c_67, %1531) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1533 = stablehlo.slice %1438#5 [0:64, 31:32, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1534 = stablehlo.reshape %1533 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_68 = stablehlo.constant dense<[[[333], [360], [387], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[334], [361], [388], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[335], [362], [389], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1535 = "stablehlo.scatter"(%1532, %c_68, %1534) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1536 = stablehlo.slice %1438#5 [0:64, 32:33, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1537 = stablehlo.reshape %1536 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_69 = stablehlo.constant dense<[[[342], [369], [396], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[343], [370], [397], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[344], [371], [398], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1538 = "stablehlo.scatter"(%1535, %c_69, %1537) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1539 = stablehlo.slice %1438#5 [0:64, 33:34, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1540 = stablehlo.reshape %1539 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_70 = stablehlo.constant dense<[[[567], [594], [621], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[568], [595], [622], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[569], [596], [623], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1541 = "stablehlo.scatter"(%1538, %c_70, %1540) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1542 = stablehlo.slice %1438#5 [0:64, 34:35, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1543 = stablehlo.reshape %1542 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_71 = stablehlo.constant dense<[[[576], [603], [630], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[577], [604], [631], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[578], [605], [632], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1544 = "stablehlo.scatter"(%1541, %c_71, %1543) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1545 = stablehlo.slice %1438#5 [0:64, 35:36, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1546 = stablehlo.reshape %1545 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_72 = stablehlo.constant dense<[[[585], [612], [639], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[586], [613], [640], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[587], [614], [641], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1547 = "stablehlo.scatter"(%1544, %c_72, %1546) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1548 = stablehlo.slice %1438#5 [0:64, 36:37, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1549 = stablehlo.reshape %1548 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_73 = stablehlo.constant dense<[[[84], [111], [138], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[85], [112], [139], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[86], [113], [140], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1550 = "stablehlo.scatter"(%1547, %c_73, %1549) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1551 = stablehlo.slice %1438#5 [0:64, 37:38, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1552 = stablehlo.reshape %1551 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_74 = stablehlo.constant dense<[[[93], [120], [147], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[94], [121], [148], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[95], [122], [149], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1553 = "stablehlo.scatter"(%1550, %c_74, %1552) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1554 = stablehlo.slice %1438#5 [0:64, 38:39, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1555 = stablehlo.reshape %1554 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_75 = stablehlo.constant dense<[[[102], [129], [156], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[103], [130], [157], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[104], [131], [158], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1556 = "stablehlo.scatter"(%1553, %c_75, %1555) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1557 = stablehlo.slice %1438#5 [0:64, 39:40, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1558 = stablehlo.reshape %1557 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_76 = stablehlo.constant dense<[[[327], [354], [381], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[328], [355], [382], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[329], [356], [383], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1559 = "stablehlo.scatter"(%1556, %c_76, %1558) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1560 = stablehlo.slice %1438#5 [0:64, 40:41, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1561 = stablehlo.reshape %1560 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_77 = stablehlo.constant dense<[[[336], [363], [390], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[337], [364], [391], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[338], [365], [392], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1562 = "stablehlo.scatter"(%1559, %c_77, %1561) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1563 = stablehlo.slice %1438#5 [0:64, 41:42, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1564 = stablehlo.reshape %1563 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_78 = stablehlo.constant dense<[[[345], [372], [399], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[346], [373], [400], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[347], [374], [401], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1565 = "stablehlo.scatter"(%1562, %c_78, %1564) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1566 = stablehlo.slice %1438#5 [0:64, 42:43, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1567 = stablehlo.reshape %1566 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_79 = stablehlo.constant dense<[[[570], [597], [624], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[571], [598], [625], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[572], [599], [626], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1568 = "stablehlo.scatter"(%1565, %c_79, %1567) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1569 = stablehlo.slice %1438#5 [0:64, 43:44, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1570 = stablehlo.reshape %1569 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_80 = stablehlo.constant dense<[[[579], [606], [633], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[580], [607], [634], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[581], [608], [635], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1571 = "stablehlo.scatter"(%1568, %c_80, %1570) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1572 = stablehlo.slice %1438#5 [0:64, 44:45, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1573 = stablehlo.reshape %1572 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_81 = stablehlo.constant dense<[[[588], [615], [642], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[589], [616], [643], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[590], [617], [644], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1574 = "stablehlo.scatter"(%1571, %c_81, %1573) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1575 = stablehlo.slice %1438#5 [0:64, 45:46, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1576 = stablehlo.reshape %1575 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_82 = stablehlo.constant dense<[[[87], [114], [141], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[88], [115], [142], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[89], [116], [143], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1577 = "stablehlo.scatter"(%1574, %c_82, %1576) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1578 = stablehlo.slice %1438#5 [0:64, 46:47, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1579 = stablehlo.reshape %1578 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_83 = stablehlo.constant dense<[[[96], [123], [150], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[97], [124], [151], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[98], [125], [152], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1580 = "stablehlo.scatter"(%1577, %c_83, %1579) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1581 = stablehlo.slice %1438#5 [0:64, 47:48, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1582 = stablehlo.reshape %1581 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_84 = stablehlo.constant dense<[[[105], [132], [159], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[106], [133], [160], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[107], [134], [161], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1583 = "stablehlo.scatter"(%1580, %c_84, %1582) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1584 = stablehlo.slice %1438#5 [0:64, 48:49, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1585 = stablehlo.reshape %1584 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_85 = stablehlo.constant dense<[[[330], [357], [384], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[331], [358], [385], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[332], [359], [386], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1586 = "stablehlo.scatter"(%1583, %c_85, %1585) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1587 = stablehlo.slice %1438#5 [0:64, 49:50, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1588 = stablehlo.reshape %1587 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_86 = stablehlo.constant dense<[[[339], [366], [393], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[340], [367], [394], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[341], [368], [395], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1589 = "stablehlo.scatter"(%1586, %c_86, %1588) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1590 = stablehlo.slice %1438#5 [0:64, 50:51, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1591 = stablehlo.reshape %1590 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_87 = stablehlo.constant dense<[[[348], [375], [402], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[349], [376], [403], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[350], [377], [404], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1592 = "stablehlo.scatter"(%1589, %c_87, %1591) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1593 = stablehlo.slice %1438#5 [0:64, 51:52, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1594 = stablehlo.reshape %1593 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_88 = stablehlo.constant dense<[[[573], [600], [627], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[574], [601], [628], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[575], [602], [629], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1595 = "stablehlo.scatter"(%1592, %c_88, %1594) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1596 = stablehlo.slice %1438#5 [0:64, 52:53, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1597 = stablehlo.reshape %1596 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_89 = stablehlo.constant dense<[[[582], [609], [636], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[583], [610], [637], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[584], [611], [638], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1598 = "stablehlo.scatter"(%1595, %c_89, %1597) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1599 = stablehlo.slice %1438#5 [0:64, 53:54, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1600 = stablehlo.reshape %1599 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_90 = stablehlo.constant dense<[[[591], [618], [645], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[592], [619], [646], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[593], [620], [647], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1601 = "stablehlo.scatter"(%1598, %c_90, %1600) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1602 = stablehlo.slice %1438#5 [0:64, 54:55, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1603 = stablehlo.reshape %1602 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_91 = stablehlo.constant dense<[[[162], [189], [216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[163], [190], [217], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[164], [191], [218], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1604 = "stablehlo.scatter"(%1601, %c_91, %1603) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1605 = stablehlo.slice %1438#5 [0:64, 55:56, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1606 = stablehlo.reshape %1605 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_92 = stablehlo.constant dense<[[[171], [198], [225], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[172], [199], [226], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[173], [200], [227], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1607 = "stablehlo.scatter"(%1604, %c_92, %1606) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1608 = stablehlo.slice %1438#5 [0:64, 56:57, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1609 = stablehlo.reshape %1608 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_93 = stablehlo.constant dense<[[[180], [207], [234], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[181], [208], [235], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[182], [209], [236], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1610 = "stablehlo.scatter"(%1607, %c_93, %1609) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1611 = stablehlo.slice %1438#5 [0:64, 57:58, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1612 = stablehlo.reshape %1611 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_94 = stablehlo.constant dense<[[[405], [432], [459], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[406], [433], [460], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[407], [434], [461], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1613 = "stablehlo.scatter"(%1610, %c_94, %1612) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1614 = stablehlo.slice %1438#5 [0:64, 58:59, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1615 = stablehlo.reshape %1614 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_95 = stablehlo.constant dense<[[[414], [441], [468], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[415], [442], [469], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[416], [443], [470], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1616 = "stablehlo.scatter"(%1613, %c_95, %1615) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1617 = stablehlo.slice %1438#5 [0:64, 59:60, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1618 = stablehlo.reshape %1617 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_96 = stablehlo.constant dense<[[[423], [450], [477], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[424], [451], [478], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[425], [452], [479], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1619 = "stablehlo.scatter"(%1616, %c_96, %1618) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1620 = stablehlo.slice %1438#5 [0:64, 60:61, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1621 = stablehlo.reshape %1620 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_97 = stablehlo.constant dense<[[[648], [675], [702], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[649], [676], [703], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[650], [677], [704], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1622 = "stablehlo.scatter"(%1619, %c_97, %1621) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1623 = stablehlo.slice %1438#5 [0:64, 61:62, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1624 = stablehlo.reshape %1623 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_98 = stablehlo.constant dense<[[[657], [684], [711], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[658], [685], [712], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[659], [686], [713], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1625 = "stablehlo.scatter"(%1622, %c_98, %1624) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1626 = stablehlo.slice %1438#5 [0:64, 62:63, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1627 = stablehlo.reshape %1626 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_99 = stablehlo.constant dense<[[[666], [693], [720], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[667], [694], [721], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[668], [695], [722], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1628 = "stablehlo.scatter"(%1625, %c_99, %1627) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1629 = stablehlo.slice %1438#5 [0:64, 63:64, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1630 = stablehlo.reshape %1629 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_100 = stablehlo.constant dense<[[[165], [192], [219], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[166], [193], [220], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[167], [194], [221], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1631 = "stablehlo.scatter"(%1628, %c_100, %1630) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1632 = stablehlo.slice %1438#5 [0:64, 64:65, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1633 = stablehlo.reshape %1632 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_101 = stablehlo.constant dense<[[[174], [201], [228], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[175], [202], [229], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[176], [203], [230], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1634 = "stablehlo.scatter"(%1631, %c_101, %1633) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1635 = stablehlo.slice %1438#5 [0:64, 65:66, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1636 = stablehlo.reshape %1635 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_102 = stablehlo.constant dense<[[[183], [210], [237], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[184], [211], [238], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[185], [212], [239], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1637 = "stablehlo.scatter"(%1634, %c_102, %1636) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1638 = stablehlo.slice %1438#5 [0:64, 66:67, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1639 = stablehlo.reshape %1638 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_103 = stablehlo.constant dense<[[[408], [435], [462], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[409], [436], [463], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[410], [437], [464], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1640 = "stablehlo.scatter"(%1637, %c_103, %1639) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1641 = stablehlo.slice %1438#5 [0:64, 67:68, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1642 = stablehlo.reshape %1641 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_104 = stablehlo.constant dense<[[[417], [444], [471], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[418], [445], [472], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[419], [446], [473], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1643 = "stablehlo.scatter"(%1640, %c_104, %1642) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1644 = stablehlo.slice %1438#5 [0:64, 68:69, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1645 = stablehlo.reshape %1644 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_105 = stablehlo.constant dense<[[[426], [453], [480], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[427], [454], [481], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[428], [455], [482], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1646 = "stablehlo.scatter"(%1643, %c_105, %1645) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1647 = stablehlo.slice %1438#5 [0:64, 69:70, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1648 = stablehlo.reshape %1647 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_106 = stablehlo.constant dense<[[[651], [678], [705], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[652], [679], [706], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[653], [680], [707], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1649 = "stablehlo.scatter"(%1646, %c_106, %1648) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1650 = stablehlo.slice %1438#5 [0:64, 70:71, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1651 = stablehlo.reshape %1650 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_107 = stablehlo.constant dense<[[[660], [687], [714], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[661], [688], [715], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[662], [689], [716], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1652 = "stablehlo.scatter"(%1649, %c_107, %1651) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1653 = stablehlo.slice %1438#5 [0:64, 71:72, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1654 = stablehlo.reshape %1653 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_108 = stablehlo.constant dense<[[[669], [696], [723], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[670], [697], [724], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[671], [698], [725], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1655 = "stablehlo.scatter"(%1652, %c_108, %1654) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1656 = stablehlo.slice %1438#5 [0:64, 72:73, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1657 = stablehlo.reshape %1656 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_109 = stablehlo.constant dense<[[[168], [195], [222], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[169], [196], [223], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[170], [197], [224], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1658 = "stablehlo.scatter"(%1655, %c_109, %1657) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1659 = stablehlo.slice %1438#5 [0:64, 73:74, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1660 = stablehlo.reshape %1659 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_110 = stablehlo.constant dense<[[[177], [204], [231], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[178], [205], [232], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[179], [206], [233], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1661 = "stablehlo.scatter"(%1658, %c_110, %1660) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1662 = stablehlo.slice %1438#5 [0:64, 74:75, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1663 = stablehlo.reshape %1662 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_111 = stablehlo.constant dense<[[[186], [213], [240], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[187], [214], [241], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[188], [215], [242], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1664 = "stablehlo.scatter"(%1661, %c_111, %1663) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1665 = stablehlo.slice %1438#5 [0:64, 75:76, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1666 = stablehlo.reshape %1665 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_112 = stablehlo.constant dense<[[[411], [438], [465], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[412], [439], [466], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[413], [440], [467], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1667 = "stablehlo.scatter"(%1664, %c_112, %1666) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1668 = stablehlo.slice %1438#5 [0:64, 76:77, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1669 = stablehlo.reshape %1668 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_113 = stablehlo.constant dense<[[[420], [447], [474], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[421], [448], [475], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[422], [449], [476], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1670 = "stablehlo.scatter"(%1667, %c_113, %1669) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1671 = stablehlo.slice %1438#5 [0:64, 77:78, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1672 = stablehlo.reshape %1671 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_114 = stablehlo.constant dense<[[[429], [456], [483], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[430], [457], [484], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[431], [458], [485], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1673 = "stablehlo.scatter"(%1670, %c_114, %1672) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1674 = stablehlo.slice %1438#5 [0:64, 78:79, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1675 = stablehlo.reshape %1674 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_115 = stablehlo.constant dense<[[[654], [681], [708], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[655], [682], [709], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[656], [683], [710], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1676 = "stablehlo.scatter"(%1673, %c_115, %1675) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1677 = stablehlo.slice %1438#5 [0:64, 79:80, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1678 = stablehlo.reshape %1677 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_116 = stablehlo.constant dense<[[[663], [690], [717], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[664], [691], [718], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[665], [692], [719], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1679 = "stablehlo.scatter"(%1676, %c_116, %1678) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1680 = stablehlo.slice %1438#5 [0:64, 80:81, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %1681 = stablehlo.reshape %1680 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_117 = stablehlo.constant dense<[[[672], [699], [726], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[673], [700], [727], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[674], [701], [728], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]], [[16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]]> : tensor<10x10x1xi32>
    %1682 = "stablehlo.scatter"(%1679, %c_117, %1681) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %1683 = stablehlo.reshape %1682 : (tensor<64x729xf32>) -> tensor<64x27x27xf32>
    return %1683 : tensor<64x27x27xf32>
  }
}
