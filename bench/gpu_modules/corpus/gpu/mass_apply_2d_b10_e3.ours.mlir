module @jit_mass_apply_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[[1], [4], [7]]]> : tensor<1x3x1xi32>
    %c_0 = stablehlo.constant dense<[[[0], [3], [6]]]> : tensor<1x3x1xi32>
    %c_1 = stablehlo.constant dense<[[[2], [5], [8]]]> : tensor<1x3x1xi32>
    %0 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %1 = stablehlo.slice %arg0 [0:524288, 0:1, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %3 = stablehlo.slice %arg0 [0:524288, 1:2, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %5 = stablehlo.slice %arg0 [0:524288, 2:3, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %7 = stablehlo.concatenate %2, %2, %2, %4, %4, %4, %6, %6, %6, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %8 = stablehlo.slice %arg0 [0:524288, 0:1, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %10 = stablehlo.slice %arg0 [0:524288, 1:2, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %12 = stablehlo.slice %arg0 [0:524288, 2:3, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %14 = stablehlo.concatenate %9, %9, %9, %11, %11, %11, %13, %13, %13, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %15 = stablehlo.slice %arg0 [0:524288, 0:1, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %17 = stablehlo.slice %arg0 [0:524288, 1:2, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %19 = stablehlo.slice %arg0 [0:524288, 2:3, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %21 = stablehlo.concatenate %16, %16, %16, %18, %18, %18, %20, %20, %20, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %22 = "stablehlo.gather"(%0, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<1x3x1xi32>) -> tensor<1x3xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x1x3xf32>
    %25 = stablehlo.slice %7 [0:524288, 0:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %26 = stablehlo.reshape %25 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<524288x1x3xf32>
    %28 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<1x3x1xi32>) -> tensor<1x3xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x1x3xf32>
    %31 = stablehlo.slice %14 [0:524288, 0:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %32 = stablehlo.reshape %31 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<524288x1x3xf32>
    %34 = stablehlo.add %27, %33 : tensor<524288x1x3xf32>
    %35 = "stablehlo.gather"(%0, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<1x3x1xi32>) -> tensor<1x3xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x1x3xf32>
    %38 = stablehlo.slice %21 [0:524288, 0:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %39 = stablehlo.reshape %38 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<524288x1x3xf32>
    %41 = stablehlo.add %34, %40 : tensor<524288x1x3xf32>
    %42 = stablehlo.reshape %41 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %43 = stablehlo.concatenate %42, %42, %42, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %44 = stablehlo.slice %7 [0:524288, 3:6] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %45 = stablehlo.reshape %44 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %46 = stablehlo.multiply %24, %45 : tensor<524288x1x3xf32>
    %47 = stablehlo.slice %14 [0:524288, 3:6] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %48 = stablehlo.reshape %47 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %49 = stablehlo.multiply %30, %48 : tensor<524288x1x3xf32>
    %50 = stablehlo.add %46, %49 : tensor<524288x1x3xf32>
    %51 = stablehlo.slice %21 [0:524288, 3:6] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %52 = stablehlo.reshape %51 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %53 = stablehlo.multiply %37, %52 : tensor<524288x1x3xf32>
    %54 = stablehlo.add %50, %53 : tensor<524288x1x3xf32>
    %55 = stablehlo.reshape %54 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %56 = stablehlo.concatenate %55, %55, %55, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %57 = stablehlo.slice %7 [0:524288, 6:9] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %58 = stablehlo.reshape %57 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %59 = stablehlo.multiply %24, %58 : tensor<524288x1x3xf32>
    %60 = stablehlo.slice %14 [0:524288, 6:9] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %61 = stablehlo.reshape %60 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %62 = stablehlo.multiply %30, %61 : tensor<524288x1x3xf32>
    %63 = stablehlo.add %59, %62 : tensor<524288x1x3xf32>
    %64 = stablehlo.slice %21 [0:524288, 6:9] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %65 = stablehlo.reshape %64 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %66 = stablehlo.multiply %37, %65 : tensor<524288x1x3xf32>
    %67 = stablehlo.add %63, %66 : tensor<524288x1x3xf32>
    %68 = stablehlo.reshape %67 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %69 = stablehlo.concatenate %68, %68, %68, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %70 = stablehlo.slice %0 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<524288x1x1xf32>
    %73 = stablehlo.slice %43 [0:524288, 0:1] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %74 = stablehlo.reshape %73 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %75 = stablehlo.multiply %72, %74 : tensor<524288x1x1xf32>
    %76 = stablehlo.slice %0 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<524288x1x1xf32>
    %79 = stablehlo.slice %56 [0:524288, 0:1] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %80 = stablehlo.reshape %79 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<524288x1x1xf32>
    %82 = stablehlo.add %75, %81 : tensor<524288x1x1xf32>
    %83 = stablehlo.slice %0 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %84 = stablehlo.reshape %83 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<524288x1x1xf32>
    %86 = stablehlo.slice %69 [0:524288, 0:1] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %87 = stablehlo.reshape %86 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %88 = stablehlo.multiply %85, %87 : tensor<524288x1x1xf32>
    %89 = stablehlo.add %82, %88 : tensor<524288x1x1xf32>
    %90 = stablehlo.slice %arg2 [0:524288, 0:1, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<524288x1x1xf32>
    %92 = stablehlo.reshape %91 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %93 = stablehlo.slice %0 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %94 = stablehlo.reshape %93 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<524288x1x1xf32>
    %96 = stablehlo.slice %43 [0:524288, 3:4] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %97 = stablehlo.reshape %96 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<524288x1x1xf32>
    %99 = stablehlo.slice %0 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<524288x1x1xf32>
    %102 = stablehlo.slice %56 [0:524288, 3:4] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %103 = stablehlo.reshape %102 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<524288x1x1xf32>
    %105 = stablehlo.add %98, %104 : tensor<524288x1x1xf32>
    %106 = stablehlo.slice %0 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %107 = stablehlo.reshape %106 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<524288x1x1xf32>
    %109 = stablehlo.slice %69 [0:524288, 3:4] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %110 = stablehlo.reshape %109 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %111 = stablehlo.multiply %108, %110 : tensor<524288x1x1xf32>
    %112 = stablehlo.add %105, %111 : tensor<524288x1x1xf32>
    %113 = stablehlo.slice %arg2 [0:524288, 1:2, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<524288x1x1xf32>
    %115 = stablehlo.reshape %114 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %116 = stablehlo.slice %0 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %117 = stablehlo.reshape %116 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<524288x1x1xf32>
    %119 = stablehlo.slice %43 [0:524288, 6:7] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %120 = stablehlo.reshape %119 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %121 = stablehlo.multiply %118, %120 : tensor<524288x1x1xf32>
    %122 = stablehlo.slice %0 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %123 = stablehlo.reshape %122 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<524288x1x1xf32>
    %125 = stablehlo.slice %56 [0:524288, 6:7] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %126 = stablehlo.reshape %125 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %127 = stablehlo.multiply %124, %126 : tensor<524288x1x1xf32>
    %128 = stablehlo.add %121, %127 : tensor<524288x1x1xf32>
    %129 = stablehlo.slice %0 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %130 = stablehlo.reshape %129 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<524288x1x1xf32>
    %132 = stablehlo.slice %69 [0:524288, 6:7] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %133 = stablehlo.reshape %132 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %134 = stablehlo.multiply %131, %133 : tensor<524288x1x1xf32>
    %135 = stablehlo.add %128, %134 : tensor<524288x1x1xf32>
    %136 = stablehlo.slice %arg2 [0:524288, 2:3, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<524288x1x1xf32>
    %138 = stablehlo.reshape %137 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %139 = stablehlo.concatenate %92, %92, %92, %115, %115, %115, %138, %138, %138, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %140 = stablehlo.slice %43 [0:524288, 1:2] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %141 = stablehlo.reshape %140 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %142 = stablehlo.multiply %72, %141 : tensor<524288x1x1xf32>
    %143 = stablehlo.slice %56 [0:524288, 1:2] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %145 = stablehlo.multiply %78, %144 : tensor<524288x1x1xf32>
    %146 = stablehlo.add %142, %145 : tensor<524288x1x1xf32>
    %147 = stablehlo.slice %69 [0:524288, 1:2] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %148 = stablehlo.reshape %147 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %149 = stablehlo.multiply %85, %148 : tensor<524288x1x1xf32>
    %150 = stablehlo.add %146, %149 : tensor<524288x1x1xf32>
    %151 = stablehlo.slice %arg2 [0:524288, 0:1, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<524288x1x1xf32>
    %153 = stablehlo.reshape %152 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %154 = stablehlo.slice %43 [0:524288, 4:5] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %155 = stablehlo.reshape %154 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %156 = stablehlo.multiply %95, %155 : tensor<524288x1x1xf32>
    %157 = stablehlo.slice %56 [0:524288, 4:5] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %158 = stablehlo.reshape %157 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %159 = stablehlo.multiply %101, %158 : tensor<524288x1x1xf32>
    %160 = stablehlo.add %156, %159 : tensor<524288x1x1xf32>
    %161 = stablehlo.slice %69 [0:524288, 4:5] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %162 = stablehlo.reshape %161 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %163 = stablehlo.multiply %108, %162 : tensor<524288x1x1xf32>
    %164 = stablehlo.add %160, %163 : tensor<524288x1x1xf32>
    %165 = stablehlo.slice %arg2 [0:524288, 1:2, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<524288x1x1xf32>
    %167 = stablehlo.reshape %166 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %168 = stablehlo.slice %43 [0:524288, 7:8] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %169 = stablehlo.reshape %168 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %170 = stablehlo.multiply %118, %169 : tensor<524288x1x1xf32>
    %171 = stablehlo.slice %56 [0:524288, 7:8] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %173 = stablehlo.multiply %124, %172 : tensor<524288x1x1xf32>
    %174 = stablehlo.add %170, %173 : tensor<524288x1x1xf32>
    %175 = stablehlo.slice %69 [0:524288, 7:8] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %177 = stablehlo.multiply %131, %176 : tensor<524288x1x1xf32>
    %178 = stablehlo.add %174, %177 : tensor<524288x1x1xf32>
    %179 = stablehlo.slice %arg2 [0:524288, 2:3, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<524288x1x1xf32>
    %181 = stablehlo.reshape %180 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %182 = stablehlo.concatenate %153, %153, %153, %167, %167, %167, %181, %181, %181, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %183 = stablehlo.slice %43 [0:524288, 2:3] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %184 = stablehlo.reshape %183 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %185 = stablehlo.multiply %72, %184 : tensor<524288x1x1xf32>
    %186 = stablehlo.slice %56 [0:524288, 2:3] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %187 = stablehlo.reshape %186 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %188 = stablehlo.multiply %78, %187 : tensor<524288x1x1xf32>
    %189 = stablehlo.add %185, %188 : tensor<524288x1x1xf32>
    %190 = stablehlo.slice %69 [0:524288, 2:3] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %192 = stablehlo.multiply %85, %191 : tensor<524288x1x1xf32>
    %193 = stablehlo.add %189, %192 : tensor<524288x1x1xf32>
    %194 = stablehlo.slice %arg2 [0:524288, 0:1, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<524288x1x1xf32>
    %196 = stablehlo.reshape %195 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %197 = stablehlo.slice %43 [0:524288, 5:6] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %198 = stablehlo.reshape %197 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %199 = stablehlo.multiply %95, %198 : tensor<524288x1x1xf32>
    %200 = stablehlo.slice %56 [0:524288, 5:6] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %201 = stablehlo.reshape %200 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %202 = stablehlo.multiply %101, %201 : tensor<524288x1x1xf32>
    %203 = stablehlo.add %199, %202 : tensor<524288x1x1xf32>
    %204 = stablehlo.slice %69 [0:524288, 5:6] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %205 = stablehlo.reshape %204 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %206 = stablehlo.multiply %108, %205 : tensor<524288x1x1xf32>
    %207 = stablehlo.add %203, %206 : tensor<524288x1x1xf32>
    %208 = stablehlo.slice %arg2 [0:524288, 1:2, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<524288x1x1xf32>
    %210 = stablehlo.reshape %209 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %211 = stablehlo.slice %43 [0:524288, 8:9] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %212 = stablehlo.reshape %211 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %213 = stablehlo.multiply %118, %212 : tensor<524288x1x1xf32>
    %214 = stablehlo.slice %56 [0:524288, 8:9] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %215 = stablehlo.reshape %214 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %216 = stablehlo.multiply %124, %215 : tensor<524288x1x1xf32>
    %217 = stablehlo.add %213, %216 : tensor<524288x1x1xf32>
    %218 = stablehlo.slice %69 [0:524288, 8:9] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %219 = stablehlo.reshape %218 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %220 = stablehlo.multiply %131, %219 : tensor<524288x1x1xf32>
    %221 = stablehlo.add %217, %220 : tensor<524288x1x1xf32>
    %222 = stablehlo.slice %arg2 [0:524288, 2:3, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<524288x1x1xf32>
    %224 = stablehlo.reshape %223 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %225 = stablehlo.concatenate %196, %196, %196, %210, %210, %210, %224, %224, %224, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %c_2 = stablehlo.constant dense<[[[0], [0], [0]], [[1], [1], [1]], [[2], [2], [2]]]> : tensor<3x3x1xi32>
    %226 = "stablehlo.gather"(%0, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %227 = stablehlo.reshape %226 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %229 = stablehlo.slice %0 [0:3] : (tensor<9xf32>) -> tensor<3xf32>
    %230 = stablehlo.reshape %229 : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x1x3xf32>
    %232 = stablehlo.slice %139 [0:524288, 0:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %233 = stablehlo.reshape %232 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %234 = stablehlo.multiply %231, %233 : tensor<524288x1x3xf32>
    %235 = stablehlo.slice %0 [3:6] : (tensor<9xf32>) -> tensor<3xf32>
    %236 = stablehlo.reshape %235 : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x1x3xf32>
    %238 = stablehlo.slice %182 [0:524288, 0:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %239 = stablehlo.reshape %238 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %240 = stablehlo.multiply %237, %239 : tensor<524288x1x3xf32>
    %241 = stablehlo.add %234, %240 : tensor<524288x1x3xf32>
    %242 = stablehlo.slice %0 [6:9] : (tensor<9xf32>) -> tensor<3xf32>
    %243 = stablehlo.reshape %242 : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x1x3xf32>
    %245 = stablehlo.slice %225 [0:524288, 0:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %246 = stablehlo.reshape %245 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %247 = stablehlo.multiply %244, %246 : tensor<524288x1x3xf32>
    %248 = stablehlo.add %241, %247 : tensor<524288x1x3xf32>
    %249 = stablehlo.reshape %248 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %250 = stablehlo.concatenate %249, %249, %249, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %251 = stablehlo.reshape %250 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %252 = stablehlo.multiply %228, %251 : tensor<524288x3x3xf32>
    %c_3 = stablehlo.constant dense<[[[3], [3], [3]], [[4], [4], [4]], [[5], [5], [5]]]> : tensor<3x3x1xi32>
    %253 = "stablehlo.gather"(%0, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %254 = stablehlo.reshape %253 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %256 = stablehlo.slice %139 [0:524288, 3:6] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %257 = stablehlo.reshape %256 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %258 = stablehlo.multiply %231, %257 : tensor<524288x1x3xf32>
    %259 = stablehlo.slice %182 [0:524288, 3:6] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %260 = stablehlo.reshape %259 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %261 = stablehlo.multiply %237, %260 : tensor<524288x1x3xf32>
    %262 = stablehlo.add %258, %261 : tensor<524288x1x3xf32>
    %263 = stablehlo.slice %225 [0:524288, 3:6] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %264 = stablehlo.reshape %263 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %265 = stablehlo.multiply %244, %264 : tensor<524288x1x3xf32>
    %266 = stablehlo.add %262, %265 : tensor<524288x1x3xf32>
    %267 = stablehlo.reshape %266 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %268 = stablehlo.concatenate %267, %267, %267, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %269 = stablehlo.reshape %268 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %270 = stablehlo.multiply %255, %269 : tensor<524288x3x3xf32>
    %271 = stablehlo.add %252, %270 : tensor<524288x3x3xf32>
    %c_4 = stablehlo.constant dense<[[[6], [6], [6]], [[7], [7], [7]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %272 = "stablehlo.gather"(%0, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %273 = stablehlo.reshape %272 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %275 = stablehlo.slice %139 [0:524288, 6:9] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %276 = stablehlo.reshape %275 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %277 = stablehlo.multiply %231, %276 : tensor<524288x1x3xf32>
    %278 = stablehlo.slice %182 [0:524288, 6:9] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %279 = stablehlo.reshape %278 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %280 = stablehlo.multiply %237, %279 : tensor<524288x1x3xf32>
    %281 = stablehlo.add %277, %280 : tensor<524288x1x3xf32>
    %282 = stablehlo.slice %225 [0:524288, 6:9] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %283 = stablehlo.reshape %282 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %284 = stablehlo.multiply %244, %283 : tensor<524288x1x3xf32>
    %285 = stablehlo.add %281, %284 : tensor<524288x1x3xf32>
    %286 = stablehlo.reshape %285 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %287 = stablehlo.concatenate %286, %286, %286, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %288 = stablehlo.reshape %287 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %289 = stablehlo.multiply %274, %288 : tensor<524288x3x3xf32>
    %290 = stablehlo.add %271, %289 : tensor<524288x3x3xf32>
    return %290 : tensor<524288x3x3xf32>
  }
}
