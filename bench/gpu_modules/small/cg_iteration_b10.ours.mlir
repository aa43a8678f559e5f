module @jit_cg_iteration_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x27xf32>, %arg1: tensor<32x27xf32>, %arg2: tensor<32x27xf32>, %arg3: tensor<f32>, %arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>, %arg6: tensor<32x6x27xf32>, %arg7: tensor<32x27xf32>) -> (tensor<32x27xf32> {jax.result_info = "result[0]"}, tensor<32x27xf32> {jax.result_info = "result[1]"}, tensor<32x27xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<9> : tensor<i64>
    %c_0 = stablehlo.constant dense<18> : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %c_2 = stablehlo.constant dense<12> : tensor<i64>
    %c_3 = stablehlo.constant dense<21> : tensor<i64>
    %c_4 = stablehlo.constant dense<6> : tensor<i64>
    %c_5 = stablehlo.constant dense<15> : tensor<i64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %c_7 = stablehlo.constant dense<24> : tensor<i64>
    %0 = stablehlo.slice %arg2 [0:32, 0:9] : (tensor<32x27xf32>) -> tensor<32x9xf32>
    %1 = stablehlo.slice %arg2 [0:32, 9:18] : (tensor<32x27xf32>) -> tensor<32x9xf32>
    %2 = stablehlo.slice %arg2 [0:32, 18:27] : (tensor<32x27xf32>) -> tensor<32x9xf32>
    %3 = stablehlo.reshape %arg4 : (tensor<3x3xf32>) -> tensor<9xf32>
    %4 = stablehlo.reshape %arg5 : (tensor<3x3xf32>) -> tensor<9xf32>
    %5 = stablehlo.slice %3 [0:7:3] : (tensor<9xf32>) -> tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %7 = stablehlo.slice %0 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %8 = stablehlo.slice %0 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %9 = stablehlo.slice %0 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %10 = stablehlo.concatenate %7, %7, %7, %8, %8, %8, %9, %9, %9, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %11 = stablehlo.reshape %10 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<32x3x3xf32>
    %13 = stablehlo.slice %3 [1:8:3] : (tensor<9xf32>) -> tensor<3xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %15 = stablehlo.slice %0 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %16 = stablehlo.slice %0 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %17 = stablehlo.slice %0 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %18 = stablehlo.concatenate %15, %15, %15, %16, %16, %16, %17, %17, %17, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %19 = stablehlo.reshape %18 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %20 = stablehlo.multiply %14, %19 : tensor<32x3x3xf32>
    %21 = stablehlo.add %12, %20 : tensor<32x3x3xf32>
    %22 = stablehlo.slice %3 [2:9:3] : (tensor<9xf32>) -> tensor<3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %24 = stablehlo.slice %0 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %25 = stablehlo.slice %0 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %26 = stablehlo.slice %0 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %27 = stablehlo.concatenate %24, %24, %24, %25, %25, %25, %26, %26, %26, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %28 = stablehlo.reshape %27 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<32x3x3xf32>
    %30 = stablehlo.add %21, %29 : tensor<32x3x3xf32>
    %31 = stablehlo.slice %4 [0:7:3] : (tensor<9xf32>) -> tensor<3xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %33 = stablehlo.multiply %32, %11 : tensor<32x3x3xf32>
    %34 = stablehlo.slice %4 [1:8:3] : (tensor<9xf32>) -> tensor<3xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %36 = stablehlo.multiply %35, %19 : tensor<32x3x3xf32>
    %37 = stablehlo.add %33, %36 : tensor<32x3x3xf32>
    %38 = stablehlo.slice %4 [2:9:3] : (tensor<9xf32>) -> tensor<3xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %40 = stablehlo.multiply %39, %28 : tensor<32x3x3xf32>
    %41 = stablehlo.add %37, %40 : tensor<32x3x3xf32>
    %42 = stablehlo.slice %1 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %43 = stablehlo.slice %1 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %44 = stablehlo.slice %1 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %45 = stablehlo.concatenate %42, %42, %42, %43, %43, %43, %44, %44, %44, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %46 = stablehlo.reshape %45 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %47 = stablehlo.multiply %6, %46 : tensor<32x3x3xf32>
    %48 = stablehlo.slice %1 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %49 = stablehlo.slice %1 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %50 = stablehlo.slice %1 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %51 = stablehlo.concatenate %48, %48, %48, %49, %49, %49, %50, %50, %50, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %52 = stablehlo.reshape %51 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %53 = stablehlo.multiply %14, %52 : tensor<32x3x3xf32>
    %54 = stablehlo.add %47, %53 : tensor<32x3x3xf32>
    %55 = stablehlo.slice %1 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %56 = stablehlo.slice %1 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %57 = stablehlo.slice %1 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %58 = stablehlo.concatenate %55, %55, %55, %56, %56, %56, %57, %57, %57, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %59 = stablehlo.reshape %58 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %60 = stablehlo.multiply %23, %59 : tensor<32x3x3xf32>
    %61 = stablehlo.add %54, %60 : tensor<32x3x3xf32>
    %62 = stablehlo.multiply %32, %46 : tensor<32x3x3xf32>
    %63 = stablehlo.multiply %35, %52 : tensor<32x3x3xf32>
    %64 = stablehlo.add %62, %63 : tensor<32x3x3xf32>
    %65 = stablehlo.multiply %39, %59 : tensor<32x3x3xf32>
    %66 = stablehlo.add %64, %65 : tensor<32x3x3xf32>
    %67 = stablehlo.slice %2 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %68 = stablehlo.slice %2 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %69 = stablehlo.slice %2 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %70 = stablehlo.concatenate %67, %67, %67, %68, %68, %68, %69, %69, %69, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %71 = stablehlo.reshape %70 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %72 = stablehlo.multiply %6, %71 : tensor<32x3x3xf32>
    %73 = stablehlo.slice %2 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %74 = stablehlo.slice %2 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %75 = stablehlo.slice %2 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %76 = stablehlo.concatenate %73, %73, %73, %74, %74, %74, %75, %75, %75, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %77 = stablehlo.reshape %76 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %78 = stablehlo.multiply %14, %77 : tensor<32x3x3xf32>
    %79 = stablehlo.add %72, %78 : tensor<32x3x3xf32>
    %80 = stablehlo.slice %2 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %81 = stablehlo.slice %2 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %82 = stablehlo.slice %2 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %83 = stablehlo.concatenate %80, %80, %80, %81, %81, %81, %82, %82, %82, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %84 = stablehlo.reshape %83 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %85 = stablehlo.multiply %23, %84 : tensor<32x3x3xf32>
    %86 = stablehlo.add %79, %85 : tensor<32x3x3xf32>
    %87 = stablehlo.multiply %32, %71 : tensor<32x3x3xf32>
    %88 = stablehlo.multiply %35, %77 : tensor<32x3x3xf32>
    %89 = stablehlo.add %87, %88 : tensor<32x3x3xf32>
    %90 = stablehlo.multiply %39, %84 : tensor<32x3x3xf32>
    %91 = stablehlo.add %89, %90 : tensor<32x3x3xf32>
    %92 = stablehlo.slice %3 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %93 = stablehlo.reshape %92 : (tensor<1xf32>) -> tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %95 = stablehlo.slice %arg6 [0:32, 0:1, 0:9] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %96 = stablehlo.reshape %95 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %97 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %98 = stablehlo.reshape %41 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %99 = stablehlo.slice %98 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %100 = stablehlo.concatenate %99, %99, %99, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %101 = stablehlo.reshape %100 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %102 = stablehlo.multiply %97, %101 : tensor<32x3x3xf32>
    %103 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %104 = stablehlo.slice %98 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %105 = stablehlo.concatenate %104, %104, %104, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %106 = stablehlo.reshape %105 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %107 = stablehlo.multiply %103, %106 : tensor<32x3x3xf32>
    %108 = stablehlo.add %102, %107 : tensor<32x3x3xf32>
    %109 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %110 = stablehlo.slice %98 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %111 = stablehlo.concatenate %110, %110, %110, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %112 = stablehlo.reshape %111 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<32x3x3xf32>
    %114 = stablehlo.add %108, %113 : tensor<32x3x3xf32>
    %115 = stablehlo.multiply %94, %114 : tensor<32x3x3xf32>
    %116 = stablehlo.slice %3 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %117 = stablehlo.reshape %116 : (tensor<1xf32>) -> tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %119 = stablehlo.reshape %66 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %120 = stablehlo.slice %119 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %121 = stablehlo.concatenate %120, %120, %120, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %122 = stablehlo.reshape %121 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %123 = stablehlo.multiply %97, %122 : tensor<32x3x3xf32>
    %124 = stablehlo.slice %119 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %125 = stablehlo.concatenate %124, %124, %124, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %126 = stablehlo.reshape %125 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %127 = stablehlo.multiply %103, %126 : tensor<32x3x3xf32>
    %128 = stablehlo.add %123, %127 : tensor<32x3x3xf32>
    %129 = stablehlo.slice %119 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %130 = stablehlo.concatenate %129, %129, %129, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %131 = stablehlo.reshape %130 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %132 = stablehlo.multiply %109, %131 : tensor<32x3x3xf32>
    %133 = stablehlo.add %128, %132 : tensor<32x3x3xf32>
    %134 = stablehlo.multiply %118, %133 : tensor<32x3x3xf32>
    %135 = stablehlo.add %115, %134 : tensor<32x3x3xf32>
    %136 = stablehlo.slice %3 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %137 = stablehlo.reshape %136 : (tensor<1xf32>) -> tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %139 = stablehlo.reshape %91 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %140 = stablehlo.slice %139 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %141 = stablehlo.concatenate %140, %140, %140, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %142 = stablehlo.reshape %141 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %143 = stablehlo.multiply %97, %142 : tensor<32x3x3xf32>
    %144 = stablehlo.slice %139 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %145 = stablehlo.concatenate %144, %144, %144, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %146 = stablehlo.reshape %145 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %147 = stablehlo.multiply %103, %146 : tensor<32x3x3xf32>
    %148 = stablehlo.add %143, %147 : tensor<32x3x3xf32>
    %149 = stablehlo.slice %139 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %150 = stablehlo.concatenate %149, %149, %149, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %151 = stablehlo.reshape %150 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %152 = stablehlo.multiply %109, %151 : tensor<32x3x3xf32>
    %153 = stablehlo.add %148, %152 : tensor<32x3x3xf32>
    %154 = stablehlo.multiply %138, %153 : tensor<32x3x3xf32>
    %155 = stablehlo.add %135, %154 : tensor<32x3x3xf32>
    %156 = stablehlo.multiply %96, %155 : tensor<32x3x3xf32>
    %157 = stablehlo.slice %arg6 [0:32, 1:2, 0:9] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %158 = stablehlo.reshape %157 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %159 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %160 = stablehlo.reshape %30 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %161 = stablehlo.slice %160 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %162 = stablehlo.concatenate %161, %161, %161, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %163 = stablehlo.reshape %162 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %164 = stablehlo.multiply %159, %163 : tensor<32x3x3xf32>
    %165 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %166 = stablehlo.slice %160 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %167 = stablehlo.concatenate %166, %166, %166, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %168 = stablehlo.reshape %167 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %169 = stablehlo.multiply %165, %168 : tensor<32x3x3xf32>
    %170 = stablehlo.add %164, %169 : tensor<32x3x3xf32>
    %171 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %172 = stablehlo.slice %160 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %173 = stablehlo.concatenate %172, %172, %172, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %174 = stablehlo.reshape %173 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %175 = stablehlo.multiply %171, %174 : tensor<32x3x3xf32>
    %176 = stablehlo.add %170, %175 : tensor<32x3x3xf32>
    %177 = stablehlo.multiply %94, %176 : tensor<32x3x3xf32>
    %178 = stablehlo.reshape %61 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %179 = stablehlo.slice %178 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %180 = stablehlo.concatenate %179, %179, %179, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %181 = stablehlo.reshape %180 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %182 = stablehlo.multiply %159, %181 : tensor<32x3x3xf32>
    %183 = stablehlo.slice %178 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %184 = stablehlo.concatenate %183, %183, %183, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %185 = stablehlo.reshape %184 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %186 = stablehlo.multiply %165, %185 : tensor<32x3x3xf32>
    %187 = stablehlo.add %182, %186 : tensor<32x3x3xf32>
    %188 = stablehlo.slice %178 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %189 = stablehlo.concatenate %188, %188, %188, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %190 = stablehlo.reshape %189 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %191 = stablehlo.multiply %171, %190 : tensor<32x3x3xf32>
    %192 = stablehlo.add %187, %191 : tensor<32x3x3xf32>
    %193 = stablehlo.multiply %118, %192 : tensor<32x3x3xf32>
    %194 = stablehlo.add %177, %193 : tensor<32x3x3xf32>
    %195 = stablehlo.reshape %86 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %196 = stablehlo.slice %195 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %197 = stablehlo.concatenate %196, %196, %196, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %198 = stablehlo.reshape %197 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %199 = stablehlo.multiply %159, %198 : tensor<32x3x3xf32>
    %200 = stablehlo.slice %195 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %201 = stablehlo.concatenate %200, %200, %200, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %202 = stablehlo.reshape %201 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %203 = stablehlo.multiply %165, %202 : tensor<32x3x3xf32>
    %204 = stablehlo.add %199, %203 : tensor<32x3x3xf32>
    %205 = stablehlo.slice %195 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %206 = stablehlo.concatenate %205, %205, %205, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %207 = stablehlo.reshape %206 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %208 = stablehlo.multiply %171, %207 : tensor<32x3x3xf32>
    %209 = stablehlo.add %204, %208 : tensor<32x3x3xf32>
    %210 = stablehlo.multiply %138, %209 : tensor<32x3x3xf32>
    %211 = stablehlo.add %194, %210 : tensor<32x3x3xf32>
    %212 = stablehlo.multiply %158, %211 : tensor<32x3x3xf32>
    %213 = stablehlo.add %156, %212 : tensor<32x3x3xf32>
    %214 = stablehlo.slice %arg6 [0:32, 2:3, 0:9] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %215 = stablehlo.reshape %214 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %216 = stablehlo.slice %4 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %217 = stablehlo.reshape %216 : (tensor<1xf32>) -> tensor<f32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %219 = stablehlo.multiply %97, %163 : tensor<32x3x3xf32>
    %220 = stablehlo.multiply %103, %168 : tensor<32x3x3xf32>
    %221 = stablehlo.add %219, %220 : tensor<32x3x3xf32>
    %222 = stablehlo.multiply %109, %174 : tensor<32x3x3xf32>
    %223 = stablehlo.add %221, %222 : tensor<32x3x3xf32>
    %224 = stablehlo.multiply %218, %223 : tensor<32x3x3xf32>
    %225 = stablehlo.slice %4 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %226 = stablehlo.reshape %225 : (tensor<1xf32>) -> tensor<f32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %228 = stablehlo.multiply %97, %181 : tensor<32x3x3xf32>
    %229 = stablehlo.multiply %103, %185 : tensor<32x3x3xf32>
    %230 = stablehlo.add %228, %229 : tensor<32x3x3xf32>
    %231 = stablehlo.multiply %109, %190 : tensor<32x3x3xf32>
    %232 = stablehlo.add %230, %231 : tensor<32x3x3xf32>
    %233 = stablehlo.multiply %227, %232 : tensor<32x3x3xf32>
    %234 = stablehlo.add %224, %233 : tensor<32x3x3xf32>
    %235 = stablehlo.slice %4 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %236 = stablehlo.reshape %235 : (tensor<1xf32>) -> tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %238 = stablehlo.multiply %97, %198 : tensor<32x3x3xf32>
    %239 = stablehlo.multiply %103, %202 : tensor<32x3x3xf32>
    %240 = stablehlo.add %238, %239 : tensor<32x3x3xf32>
    %241 = stablehlo.multiply %109, %207 : tensor<32x3x3xf32>
    %242 = stablehlo.add %240, %241 : tensor<32x3x3xf32>
    %243 = stablehlo.multiply %237, %242 : tensor<32x3x3xf32>
    %244 = stablehlo.add %234, %243 : tensor<32x3x3xf32>
    %245 = stablehlo.multiply %215, %244 : tensor<32x3x3xf32>
    %246 = stablehlo.add %213, %245 : tensor<32x3x3xf32>
    %247 = stablehlo.multiply %94, %246 : tensor<32x3x3xf32>
    %248 = stablehlo.slice %3 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %249 = stablehlo.reshape %248 : (tensor<1xf32>) -> tensor<f32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %251 = stablehlo.slice %arg6 [0:32, 0:1, 9:18] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %252 = stablehlo.reshape %251 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %253 = stablehlo.multiply %250, %114 : tensor<32x3x3xf32>
    %254 = stablehlo.slice %3 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %255 = stablehlo.reshape %254 : (tensor<1xf32>) -> tensor<f32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %257 = stablehlo.multiply %256, %133 : tensor<32x3x3xf32>
    %258 = stablehlo.add %253, %257 : tensor<32x3x3xf32>
    %259 = stablehlo.slice %3 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %260 = stablehlo.reshape %259 : (tensor<1xf32>) -> tensor<f32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %262 = stablehlo.multiply %261, %153 : tensor<32x3x3xf32>
    %263 = stablehlo.add %258, %262 : tensor<32x3x3xf32>
    %264 = stablehlo.multiply %252, %263 : tensor<32x3x3xf32>
    %265 = stablehlo.slice %arg6 [0:32, 1:2, 9:18] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %266 = stablehlo.reshape %265 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %267 = stablehlo.multiply %250, %176 : tensor<32x3x3xf32>
    %268 = stablehlo.multiply %256, %192 : tensor<32x3x3xf32>
    %269 = stablehlo.add %267, %268 : tensor<32x3x3xf32>
    %270 = stablehlo.multiply %261, %209 : tensor<32x3x3xf32>
    %271 = stablehlo.add %269, %270 : tensor<32x3x3xf32>
    %272 = stablehlo.multiply %266, %271 : tensor<32x3x3xf32>
    %273 = stablehlo.add %264, %272 : tensor<32x3x3xf32>
    %274 = stablehlo.slice %arg6 [0:32, 2:3, 9:18] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %275 = stablehlo.reshape %274 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %276 = stablehlo.slice %4 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %277 = stablehlo.reshape %276 : (tensor<1xf32>) -> tensor<f32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %279 = stablehlo.multiply %278, %223 : tensor<32x3x3xf32>
    %280 = stablehlo.slice %4 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %281 = stablehlo.reshape %280 : (tensor<1xf32>) -> tensor<f32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %283 = stablehlo.multiply %282, %232 : tensor<32x3x3xf32>
    %284 = stablehlo.add %279, %283 : tensor<32x3x3xf32>
    %285 = stablehlo.slice %4 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %286 = stablehlo.reshape %285 : (tensor<1xf32>) -> tensor<f32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %288 = stablehlo.multiply %287, %242 : tensor<32x3x3xf32>
    %289 = stablehlo.add %284, %288 : tensor<32x3x3xf32>
    %290 = stablehlo.multiply %275, %289 : tensor<32x3x3xf32>
    %291 = stablehlo.add %273, %290 : tensor<32x3x3xf32>
    %292 = stablehlo.multiply %250, %291 : tensor<32x3x3xf32>
    %293 = stablehlo.add %247, %292 : tensor<32x3x3xf32>
    %294 = stablehlo.slice %3 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %295 = stablehlo.reshape %294 : (tensor<1xf32>) -> tensor<f32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %297 = stablehlo.slice %arg6 [0:32, 0:1, 18:27] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %298 = stablehlo.reshape %297 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %299 = stablehlo.multiply %296, %114 : tensor<32x3x3xf32>
    %300 = stablehlo.slice %3 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %301 = stablehlo.reshape %300 : (tensor<1xf32>) -> tensor<f32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %303 = stablehlo.multiply %302, %133 : tensor<32x3x3xf32>
    %304 = stablehlo.add %299, %303 : tensor<32x3x3xf32>
    %305 = stablehlo.slice %3 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %306 = stablehlo.reshape %305 : (tensor<1xf32>) -> tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %308 = stablehlo.multiply %307, %153 : tensor<32x3x3xf32>
    %309 = stablehlo.add %304, %308 : tensor<32x3x3xf32>
    %310 = stablehlo.multiply %298, %309 : tensor<32x3x3xf32>
    %311 = stablehlo.slice %arg6 [0:32, 1:2, 18:27] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %312 = stablehlo.reshape %311 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %313 = stablehlo.multiply %296, %176 : tensor<32x3x3xf32>
    %314 = stablehlo.multiply %302, %192 : tensor<32x3x3xf32>
    %315 = stablehlo.add %313, %314 : tensor<32x3x3xf32>
    %316 = stablehlo.multiply %307, %209 : tensor<32x3x3xf32>
    %317 = stablehlo.add %315, %316 : tensor<32x3x3xf32>
    %318 = stablehlo.multiply %312, %317 : tensor<32x3x3xf32>
    %319 = stablehlo.add %310, %318 : tensor<32x3x3xf32>
    %320 = stablehlo.slice %arg6 [0:32, 2:3, 18:27] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %321 = stablehlo.reshape %320 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %322 = stablehlo.slice %4 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %323 = stablehlo.reshape %322 : (tensor<1xf32>) -> tensor<f32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %325 = stablehlo.multiply %324, %223 : tensor<32x3x3xf32>
    %326 = stablehlo.slice %4 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %327 = stablehlo.reshape %326 : (tensor<1xf32>) -> tensor<f32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %329 = stablehlo.multiply %328, %232 : tensor<32x3x3xf32>
    %330 = stablehlo.add %325, %329 : tensor<32x3x3xf32>
    %331 = stablehlo.slice %4 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %332 = stablehlo.reshape %331 : (tensor<1xf32>) -> tensor<f32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %334 = stablehlo.multiply %333, %242 : tensor<32x3x3xf32>
    %335 = stablehlo.add %330, %334 : tensor<32x3x3xf32>
    %336 = stablehlo.multiply %321, %335 : tensor<32x3x3xf32>
    %337 = stablehlo.add %319, %336 : tensor<32x3x3xf32>
    %338 = stablehlo.multiply %296, %337 : tensor<32x3x3xf32>
    %339 = stablehlo.add %293, %338 : tensor<32x3x3xf32>
    %340 = stablehlo.multiply %158, %155 : tensor<32x3x3xf32>
    %341 = stablehlo.slice %arg6 [0:32, 3:4, 0:9] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %342 = stablehlo.reshape %341 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %343 = stablehlo.multiply %342, %211 : tensor<32x3x3xf32>
    %344 = stablehlo.add %340, %343 : tensor<32x3x3xf32>
    %345 = stablehlo.slice %arg6 [0:32, 4:5, 0:9] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %346 = stablehlo.reshape %345 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %347 = stablehlo.multiply %346, %244 : tensor<32x3x3xf32>
    %348 = stablehlo.add %344, %347 : tensor<32x3x3xf32>
    %349 = stablehlo.multiply %94, %348 : tensor<32x3x3xf32>
    %350 = stablehlo.multiply %266, %263 : tensor<32x3x3xf32>
    %351 = stablehlo.slice %arg6 [0:32, 3:4, 9:18] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %352 = stablehlo.reshape %351 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %353 = stablehlo.multiply %352, %271 : tensor<32x3x3xf32>
    %354 = stablehlo.add %350, %353 : tensor<32x3x3xf32>
    %355 = stablehlo.slice %arg6 [0:32, 4:5, 9:18] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %356 = stablehlo.reshape %355 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %357 = stablehlo.multiply %356, %289 : tensor<32x3x3xf32>
    %358 = stablehlo.add %354, %357 : tensor<32x3x3xf32>
    %359 = stablehlo.multiply %250, %358 : tensor<32x3x3xf32>
    %360 = stablehlo.add %349, %359 : tensor<32x3x3xf32>
    %361 = stablehlo.multiply %312, %309 : tensor<32x3x3xf32>
    %362 = stablehlo.slice %arg6 [0:32, 3:4, 18:27] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %363 = stablehlo.reshape %362 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %364 = stablehlo.multiply %363, %317 : tensor<32x3x3xf32>
    %365 = stablehlo.add %361, %364 : tensor<32x3x3xf32>
    %366 = stablehlo.slice %arg6 [0:32, 4:5, 18:27] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %367 = stablehlo.reshape %366 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %368 = stablehlo.multiply %367, %335 : tensor<32x3x3xf32>
    %369 = stablehlo.add %365, %368 : tensor<32x3x3xf32>
    %370 = stablehlo.multiply %296, %369 : tensor<32x3x3xf32>
    %371 = stablehlo.add %360, %370 : tensor<32x3x3xf32>
    %372 = stablehlo.multiply %215, %155 : tensor<32x3x3xf32>
    %373 = stablehlo.multiply %346, %211 : tensor<32x3x3xf32>
    %374 = stablehlo.add %372, %373 : tensor<32x3x3xf32>
    %375 = stablehlo.slice %arg6 [0:32, 5:6, 0:9] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %376 = stablehlo.reshape %375 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %377 = stablehlo.multiply %376, %244 : tensor<32x3x3xf32>
    %378 = stablehlo.add %374, %377 : tensor<32x3x3xf32>
    %379 = stablehlo.multiply %218, %378 : tensor<32x3x3xf32>
    %380 = stablehlo.multiply %275, %263 : tensor<32x3x3xf32>
    %381 = stablehlo.multiply %356, %271 : tensor<32x3x3xf32>
    %382 = stablehlo.add %380, %381 : tensor<32x3x3xf32>
    %383 = stablehlo.slice %arg6 [0:32, 5:6, 9:18] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %384 = stablehlo.reshape %383 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %385 = stablehlo.multiply %384, %289 : tensor<32x3x3xf32>
    %386 = stablehlo.add %382, %385 : tensor<32x3x3xf32>
    %387 = stablehlo.multiply %278, %386 : tensor<32x3x3xf32>
    %388 = stablehlo.add %379, %387 : tensor<32x3x3xf32>
    %389 = stablehlo.multiply %321, %309 : tensor<32x3x3xf32>
    %390 = stablehlo.multiply %367, %317 : tensor<32x3x3xf32>
    %391 = stablehlo.add %389, %390 : tensor<32x3x3xf32>
    %392 = stablehlo.slice %arg6 [0:32, 5:6, 18:27] : (tensor<32x6x27xf32>) -> tensor<32x1x9xf32>
    %393 = stablehlo.reshape %392 : (tensor<32x1x9xf32>) -> tensor<32x3x3xf32>
    %394 = stablehlo.multiply %393, %335 : tensor<32x3x3xf32>
    %395 = stablehlo.add %391, %394 : tensor<32x3x3xf32>
    %396 = stablehlo.multiply %324, %395 : tensor<32x3x3xf32>
    %397 = stablehlo.add %388, %396 : tensor<32x3x3xf32>
    %398 = stablehlo.multiply %118, %246 : tensor<32x3x3xf32>
    %399 = stablehlo.multiply %256, %291 : tensor<32x3x3xf32>
    %400 = stablehlo.add %398, %399 : tensor<32x3x3xf32>
    %401 = stablehlo.multiply %302, %337 : tensor<32x3x3xf32>
    %402 = stablehlo.add %400, %401 : tensor<32x3x3xf32>
    %403 = stablehlo.multiply %118, %348 : tensor<32x3x3xf32>
    %404 = stablehlo.multiply %256, %358 : tensor<32x3x3xf32>
    %405 = stablehlo.add %403, %404 : tensor<32x3x3xf32>
    %406 = stablehlo.multiply %302, %369 : tensor<32x3x3xf32>
    %407 = stablehlo.add %405, %406 : tensor<32x3x3xf32>
    %408 = stablehlo.multiply %227, %378 : tensor<32x3x3xf32>
    %409 = stablehlo.multiply %282, %386 : tensor<32x3x3xf32>
    %410 = stablehlo.add %408, %409 : tensor<32x3x3xf32>
    %411 = stablehlo.multiply %328, %395 : tensor<32x3x3xf32>
    %412 = stablehlo.add %410, %411 : tensor<32x3x3xf32>
    %413 = stablehlo.multiply %138, %246 : tensor<32x3x3xf32>
    %414 = stablehlo.multiply %261, %291 : tensor<32x3x3xf32>
    %415 = stablehlo.add %413, %414 : tensor<32x3x3xf32>
    %416 = stablehlo.multiply %307, %337 : tensor<32x3x3xf32>
    %417 = stablehlo.add %415, %416 : tensor<32x3x3xf32>
    %418 = stablehlo.multiply %138, %348 : tensor<32x3x3xf32>
    %419 = stablehlo.multiply %261, %358 : tensor<32x3x3xf32>
    %420 = stablehlo.add %418, %419 : tensor<32x3x3xf32>
    %421 = stablehlo.multiply %307, %369 : tensor<32x3x3xf32>
    %422 = stablehlo.add %420, %421 : tensor<32x3x3xf32>
    %423 = stablehlo.multiply %237, %378 : tensor<32x3x3xf32>
    %424 = stablehlo.multiply %287, %386 : tensor<32x3x3xf32>
    %425 = stablehlo.add %423, %424 : tensor<32x3x3xf32>
    %426 = stablehlo.multiply %333, %395 : tensor<32x3x3xf32>
    %427 = stablehlo.add %425, %426 : tensor<32x3x3xf32>
    %428 = stablehlo.slice %3 [0:3] : (tensor<9xf32>) -> tensor<3xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0] : (tensor<3xf32>) -> tensor<3x3xf32>
    %430 = stablehlo.broadcast_in_dim %428, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %431 = stablehlo.reshape %339 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %432 = stablehlo.slice %431 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %433 = stablehlo.concatenate %432, %432, %432, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %434 = stablehlo.reshape %433 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %435 = stablehlo.multiply %430, %434 : tensor<32x3x3xf32>
    %436 = stablehlo.slice %3 [3:6] : (tensor<9xf32>) -> tensor<3xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0] : (tensor<3xf32>) -> tensor<3x3xf32>
    %438 = stablehlo.broadcast_in_dim %436, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %439 = stablehlo.slice %431 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %440 = stablehlo.concatenate %439, %439, %439, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %441 = stablehlo.reshape %440 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %442 = stablehlo.multiply %438, %441 : tensor<32x3x3xf32>
    %443 = stablehlo.add %435, %442 : tensor<32x3x3xf32>
    %444 = stablehlo.slice %3 [6:9] : (tensor<9xf32>) -> tensor<3xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0] : (tensor<3xf32>) -> tensor<3x3xf32>
    %446 = stablehlo.broadcast_in_dim %444, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %447 = stablehlo.slice %431 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %448 = stablehlo.concatenate %447, %447, %447, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %449 = stablehlo.reshape %448 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %450 = stablehlo.multiply %446, %449 : tensor<32x3x3xf32>
    %451 = stablehlo.add %443, %450 : tensor<32x3x3xf32>
    %452 = stablehlo.slice %4 [0:3] : (tensor<9xf32>) -> tensor<3xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %454 = stablehlo.reshape %371 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %455 = stablehlo.slice %454 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %456 = stablehlo.concatenate %455, %455, %455, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %457 = stablehlo.reshape %456 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %458 = stablehlo.multiply %453, %457 : tensor<32x3x3xf32>
    %459 = stablehlo.slice %4 [3:6] : (tensor<9xf32>) -> tensor<3xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %461 = stablehlo.slice %454 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %462 = stablehlo.concatenate %461, %461, %461, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %463 = stablehlo.reshape %462 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %464 = stablehlo.multiply %460, %463 : tensor<32x3x3xf32>
    %465 = stablehlo.add %458, %464 : tensor<32x3x3xf32>
    %466 = stablehlo.slice %4 [6:9] : (tensor<9xf32>) -> tensor<3xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %468 = stablehlo.slice %454 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %469 = stablehlo.concatenate %468, %468, %468, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %470 = stablehlo.reshape %469 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %471 = stablehlo.multiply %467, %470 : tensor<32x3x3xf32>
    %472 = stablehlo.add %465, %471 : tensor<32x3x3xf32>
    %473 = stablehlo.reshape %397 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %474 = stablehlo.slice %473 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %475 = stablehlo.concatenate %474, %474, %474, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %476 = stablehlo.reshape %475 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %477 = stablehlo.multiply %430, %476 : tensor<32x3x3xf32>
    %478 = stablehlo.slice %473 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %479 = stablehlo.concatenate %478, %478, %478, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %480 = stablehlo.reshape %479 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %481 = stablehlo.multiply %438, %480 : tensor<32x3x3xf32>
    %482 = stablehlo.add %477, %481 : tensor<32x3x3xf32>
    %483 = stablehlo.slice %473 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %484 = stablehlo.concatenate %483, %483, %483, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %485 = stablehlo.reshape %484 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %486 = stablehlo.multiply %446, %485 : tensor<32x3x3xf32>
    %487 = stablehlo.add %482, %486 : tensor<32x3x3xf32>
    %488 = stablehlo.reshape %402 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %489 = stablehlo.slice %488 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %490 = stablehlo.concatenate %489, %489, %489, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %491 = stablehlo.reshape %490 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %492 = stablehlo.multiply %430, %491 : tensor<32x3x3xf32>
    %493 = stablehlo.slice %488 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %494 = stablehlo.concatenate %493, %493, %493, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %495 = stablehlo.reshape %494 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %496 = stablehlo.multiply %438, %495 : tensor<32x3x3xf32>
    %497 = stablehlo.add %492, %496 : tensor<32x3x3xf32>
    %498 = stablehlo.slice %488 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %499 = stablehlo.concatenate %498, %498, %498, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %500 = stablehlo.reshape %499 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %501 = stablehlo.multiply %446, %500 : tensor<32x3x3xf32>
    %502 = stablehlo.add %497, %501 : tensor<32x3x3xf32>
    %503 = stablehlo.reshape %407 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %504 = stablehlo.slice %503 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %505 = stablehlo.concatenate %504, %504, %504, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %506 = stablehlo.reshape %505 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %507 = stablehlo.multiply %453, %506 : tensor<32x3x3xf32>
    %508 = stablehlo.slice %503 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %509 = stablehlo.concatenate %508, %508, %508, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %510 = stablehlo.reshape %509 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %511 = stablehlo.multiply %460, %510 : tensor<32x3x3xf32>
    %512 = stablehlo.add %507, %511 : tensor<32x3x3xf32>
    %513 = stablehlo.slice %503 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %514 = stablehlo.concatenate %513, %513, %513, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %515 = stablehlo.reshape %514 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %516 = stablehlo.multiply %467, %515 : tensor<32x3x3xf32>
    %517 = stablehlo.add %512, %516 : tensor<32x3x3xf32>
    %518 = stablehlo.reshape %412 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %519 = stablehlo.slice %518 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %520 = stablehlo.concatenate %519, %519, %519, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %521 = stablehlo.reshape %520 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %522 = stablehlo.multiply %430, %521 : tensor<32x3x3xf32>
    %523 = stablehlo.slice %518 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %524 = stablehlo.concatenate %523, %523, %523, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %525 = stablehlo.reshape %524 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %526 = stablehlo.multiply %438, %525 : tensor<32x3x3xf32>
    %527 = stablehlo.add %522, %526 : tensor<32x3x3xf32>
    %528 = stablehlo.slice %518 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %529 = stablehlo.concatenate %528, %528, %528, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %530 = stablehlo.reshape %529 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %531 = stablehlo.multiply %446, %530 : tensor<32x3x3xf32>
    %532 = stablehlo.add %527, %531 : tensor<32x3x3xf32>
    %533 = stablehlo.reshape %417 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %534 = stablehlo.slice %533 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %535 = stablehlo.concatenate %534, %534, %534, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %536 = stablehlo.reshape %535 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %537 = stablehlo.multiply %430, %536 : tensor<32x3x3xf32>
    %538 = stablehlo.slice %533 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %539 = stablehlo.concatenate %538, %538, %538, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %540 = stablehlo.reshape %539 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %541 = stablehlo.multiply %438, %540 : tensor<32x3x3xf32>
    %542 = stablehlo.add %537, %541 : tensor<32x3x3xf32>
    %543 = stablehlo.slice %533 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %544 = stablehlo.concatenate %543, %543, %543, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %545 = stablehlo.reshape %544 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %546 = stablehlo.multiply %446, %545 : tensor<32x3x3xf32>
    %547 = stablehlo.add %542, %546 : tensor<32x3x3xf32>
    %548 = stablehlo.reshape %422 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %549 = stablehlo.slice %548 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %550 = stablehlo.concatenate %549, %549, %549, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %551 = stablehlo.reshape %550 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %552 = stablehlo.multiply %453, %551 : tensor<32x3x3xf32>
    %553 = stablehlo.slice %548 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %554 = stablehlo.concatenate %553, %553, %553, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %555 = stablehlo.reshape %554 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %556 = stablehlo.multiply %460, %555 : tensor<32x3x3xf32>
    %557 = stablehlo.add %552, %556 : tensor<32x3x3xf32>
    %558 = stablehlo.slice %548 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %559 = stablehlo.concatenate %558, %558, %558, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %560 = stablehlo.reshape %559 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %561 = stablehlo.multiply %467, %560 : tensor<32x3x3xf32>
    %562 = stablehlo.add %557, %561 : tensor<32x3x3xf32>
    %563 = stablehlo.reshape %427 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %564 = stablehlo.slice %563 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %565 = stablehlo.concatenate %564, %564, %564, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %566 = stablehlo.reshape %565 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %567 = stablehlo.multiply %430, %566 : tensor<32x3x3xf32>
    %568 = stablehlo.slice %563 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %569 = stablehlo.concatenate %568, %568, %568, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %570 = stablehlo.reshape %569 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %571 = stablehlo.multiply %438, %570 : tensor<32x3x3xf32>
    %572 = stablehlo.add %567, %571 : tensor<32x3x3xf32>
    %573 = stablehlo.slice %563 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %574 = stablehlo.concatenate %573, %573, %573, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %575 = stablehlo.reshape %574 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %576 = stablehlo.multiply %446, %575 : tensor<32x3x3xf32>
    %577 = stablehlo.add %572, %576 : tensor<32x3x3xf32>
    %578 = stablehlo.broadcast_in_dim %452, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %579 = stablehlo.reshape %451 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %580 = stablehlo.slice %579 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %581 = stablehlo.slice %579 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %582 = stablehlo.slice %579 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %583 = stablehlo.concatenate %580, %580, %580, %581, %581, %581, %582, %582, %582, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %584 = stablehlo.reshape %583 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %585 = stablehlo.multiply %578, %584 : tensor<32x3x3xf32>
    %586 = stablehlo.broadcast_in_dim %428, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %587 = stablehlo.broadcast_in_dim %428, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %588 = stablehlo.reshape %472 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %589 = stablehlo.slice %588 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %590 = stablehlo.slice %588 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %591 = stablehlo.slice %588 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %592 = stablehlo.concatenate %589, %589, %589, %590, %590, %590, %591, %591, %591, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %593 = stablehlo.reshape %592 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %594 = stablehlo.reshape %487 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %595 = stablehlo.slice %594 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %596 = stablehlo.slice %594 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %597 = stablehlo.slice %594 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %598 = stablehlo.concatenate %595, %595, %595, %596, %596, %596, %597, %597, %597, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %599 = stablehlo.reshape %598 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %600 = stablehlo.add %593, %599 : tensor<32x3x3xf32>
    %601 = stablehlo.multiply %587, %600 : tensor<32x3x3xf32>
    %602 = stablehlo.add %585, %601 : tensor<32x3x3xf32>
    %603 = stablehlo.broadcast_in_dim %459, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %604 = stablehlo.slice %579 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %605 = stablehlo.slice %579 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %606 = stablehlo.slice %579 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %607 = stablehlo.concatenate %604, %604, %604, %605, %605, %605, %606, %606, %606, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %608 = stablehlo.reshape %607 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %609 = stablehlo.multiply %603, %608 : tensor<32x3x3xf32>
    %610 = stablehlo.broadcast_in_dim %436, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %611 = stablehlo.broadcast_in_dim %436, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %612 = stablehlo.slice %588 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %613 = stablehlo.slice %588 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %614 = stablehlo.slice %588 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %615 = stablehlo.concatenate %612, %612, %612, %613, %613, %613, %614, %614, %614, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %616 = stablehlo.reshape %615 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %617 = stablehlo.slice %594 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %618 = stablehlo.slice %594 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %619 = stablehlo.slice %594 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %620 = stablehlo.concatenate %617, %617, %617, %618, %618, %618, %619, %619, %619, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %621 = stablehlo.reshape %620 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %622 = stablehlo.add %616, %621 : tensor<32x3x3xf32>
    %623 = stablehlo.multiply %611, %622 : tensor<32x3x3xf32>
    %624 = stablehlo.add %609, %623 : tensor<32x3x3xf32>
    %625 = stablehlo.add %602, %624 : tensor<32x3x3xf32>
    %626 = stablehlo.broadcast_in_dim %466, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %627 = stablehlo.slice %579 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %628 = stablehlo.slice %579 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %629 = stablehlo.slice %579 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %630 = stablehlo.concatenate %627, %627, %627, %628, %628, %628, %629, %629, %629, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %631 = stablehlo.reshape %630 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %632 = stablehlo.multiply %626, %631 : tensor<32x3x3xf32>
    %633 = stablehlo.broadcast_in_dim %444, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %634 = stablehlo.broadcast_in_dim %444, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %635 = stablehlo.slice %588 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %636 = stablehlo.slice %588 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %637 = stablehlo.slice %588 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %638 = stablehlo.concatenate %635, %635, %635, %636, %636, %636, %637, %637, %637, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %639 = stablehlo.reshape %638 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %640 = stablehlo.slice %594 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %641 = stablehlo.slice %594 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %642 = stablehlo.slice %594 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %643 = stablehlo.concatenate %640, %640, %640, %641, %641, %641, %642, %642, %642, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %644 = stablehlo.reshape %643 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %645 = stablehlo.add %639, %644 : tensor<32x3x3xf32>
    %646 = stablehlo.multiply %634, %645 : tensor<32x3x3xf32>
    %647 = stablehlo.add %632, %646 : tensor<32x3x3xf32>
    %648 = stablehlo.add %625, %647 : tensor<32x3x3xf32>
    %649 = stablehlo.reshape %648 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %650 = stablehlo.reshape %502 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %651 = stablehlo.slice %650 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %652 = stablehlo.slice %650 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %653 = stablehlo.slice %650 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %654 = stablehlo.concatenate %651, %651, %651, %652, %652, %652, %653, %653, %653, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %655 = stablehlo.reshape %654 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %656 = stablehlo.multiply %578, %655 : tensor<32x3x3xf32>
    %657 = stablehlo.reshape %517 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %658 = stablehlo.slice %657 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %659 = stablehlo.slice %657 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %660 = stablehlo.slice %657 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %661 = stablehlo.concatenate %658, %658, %658, %659, %659, %659, %660, %660, %660, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %662 = stablehlo.reshape %661 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %663 = stablehlo.reshape %532 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %664 = stablehlo.slice %663 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %665 = stablehlo.slice %663 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %666 = stablehlo.slice %663 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %667 = stablehlo.concatenate %664, %664, %664, %665, %665, %665, %666, %666, %666, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %668 = stablehlo.reshape %667 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %669 = stablehlo.add %662, %668 : tensor<32x3x3xf32>
    %670 = stablehlo.multiply %587, %669 : tensor<32x3x3xf32>
    %671 = stablehlo.add %656, %670 : tensor<32x3x3xf32>
    %672 = stablehlo.slice %650 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %673 = stablehlo.slice %650 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %674 = stablehlo.slice %650 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %675 = stablehlo.concatenate %672, %672, %672, %673, %673, %673, %674, %674, %674, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %676 = stablehlo.reshape %675 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %677 = stablehlo.multiply %603, %676 : tensor<32x3x3xf32>
    %678 = stablehlo.slice %657 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %679 = stablehlo.slice %657 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %680 = stablehlo.slice %657 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %681 = stablehlo.concatenate %678, %678, %678, %679, %679, %679, %680, %680, %680, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %682 = stablehlo.reshape %681 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %683 = stablehlo.slice %663 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %684 = stablehlo.slice %663 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %685 = stablehlo.slice %663 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %686 = stablehlo.concatenate %683, %683, %683, %684, %684, %684, %685, %685, %685, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %687 = stablehlo.reshape %686 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %688 = stablehlo.add %682, %687 : tensor<32x3x3xf32>
    %689 = stablehlo.multiply %611, %688 : tensor<32x3x3xf32>
    %690 = stablehlo.add %677, %689 : tensor<32x3x3xf32>
    %691 = stablehlo.add %671, %690 : tensor<32x3x3xf32>
    %692 = stablehlo.slice %650 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %693 = stablehlo.slice %650 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %694 = stablehlo.slice %650 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %695 = stablehlo.concatenate %692, %692, %692, %693, %693, %693, %694, %694, %694, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %696 = stablehlo.reshape %695 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %697 = stablehlo.multiply %626, %696 : tensor<32x3x3xf32>
    %698 = stablehlo.slice %657 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %699 = stablehlo.slice %657 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %700 = stablehlo.slice %657 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %701 = stablehlo.concatenate %698, %698, %698, %699, %699, %699, %700, %700, %700, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %702 = stablehlo.reshape %701 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %703 = stablehlo.slice %663 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %704 = stablehlo.slice %663 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %705 = stablehlo.slice %663 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %706 = stablehlo.concatenate %703, %703, %703, %704, %704, %704, %705, %705, %705, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %707 = stablehlo.reshape %706 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %708 = stablehlo.add %702, %707 : tensor<32x3x3xf32>
    %709 = stablehlo.multiply %634, %708 : tensor<32x3x3xf32>
    %710 = stablehlo.add %697, %709 : tensor<32x3x3xf32>
    %711 = stablehlo.add %691, %710 : tensor<32x3x3xf32>
    %712 = stablehlo.reshape %711 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %713 = stablehlo.reshape %547 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %714 = stablehlo.slice %713 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %715 = stablehlo.slice %713 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %716 = stablehlo.slice %713 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %717 = stablehlo.concatenate %714, %714, %714, %715, %715, %715, %716, %716, %716, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %718 = stablehlo.reshape %717 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %719 = stablehlo.multiply %578, %718 : tensor<32x3x3xf32>
    %720 = stablehlo.reshape %562 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %721 = stablehlo.slice %720 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %722 = stablehlo.slice %720 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %723 = stablehlo.slice %720 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %724 = stablehlo.concatenate %721, %721, %721, %722, %722, %722, %723, %723, %723, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %725 = stablehlo.reshape %724 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %726 = stablehlo.reshape %577 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %727 = stablehlo.slice %726 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %728 = stablehlo.slice %726 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %729 = stablehlo.slice %726 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %730 = stablehlo.concatenate %727, %727, %727, %728, %728, %728, %729, %729, %729, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %731 = stablehlo.reshape %730 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %732 = stablehlo.add %725, %731 : tensor<32x3x3xf32>
    %733 = stablehlo.multiply %587, %732 : tensor<32x3x3xf32>
    %734 = stablehlo.add %719, %733 : tensor<32x3x3xf32>
    %735 = stablehlo.slice %713 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %736 = stablehlo.slice %713 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %737 = stablehlo.slice %713 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %738 = stablehlo.concatenate %735, %735, %735, %736, %736, %736, %737, %737, %737, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %739 = stablehlo.reshape %738 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %740 = stablehlo.multiply %603, %739 : tensor<32x3x3xf32>
    %741 = stablehlo.slice %720 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %742 = stablehlo.slice %720 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %743 = stablehlo.slice %720 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %744 = stablehlo.concatenate %741, %741, %741, %742, %742, %742, %743, %743, %743, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %745 = stablehlo.reshape %744 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %746 = stablehlo.slice %726 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %747 = stablehlo.slice %726 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %748 = stablehlo.slice %726 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %749 = stablehlo.concatenate %746, %746, %746, %747, %747, %747, %748, %748, %748, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %750 = stablehlo.reshape %749 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %751 = stablehlo.add %745, %750 : tensor<32x3x3xf32>
    %752 = stablehlo.multiply %611, %751 : tensor<32x3x3xf32>
    %753 = stablehlo.add %740, %752 : tensor<32x3x3xf32>
    %754 = stablehlo.add %734, %753 : tensor<32x3x3xf32>
    %755 = stablehlo.slice %713 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %756 = stablehlo.slice %713 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %757 = stablehlo.slice %713 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %758 = stablehlo.concatenate %755, %755, %755, %756, %756, %756, %757, %757, %757, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %759 = stablehlo.reshape %758 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %760 = stablehlo.multiply %626, %759 : tensor<32x3x3xf32>
    %761 = stablehlo.slice %720 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %762 = stablehlo.slice %720 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %763 = stablehlo.slice %720 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %764 = stablehlo.concatenate %761, %761, %761, %762, %762, %762, %763, %763, %763, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %765 = stablehlo.reshape %764 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %766 = stablehlo.slice %726 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %767 = stablehlo.slice %726 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %768 = stablehlo.slice %726 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %769 = stablehlo.concatenate %766, %766, %766, %767, %767, %767, %768, %768, %768, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %770 = stablehlo.reshape %769 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %771 = stablehlo.add %765, %770 : tensor<32x3x3xf32>
    %772 = stablehlo.multiply %634, %771 : tensor<32x3x3xf32>
    %773 = stablehlo.add %760, %772 : tensor<32x3x3xf32>
    %774 = stablehlo.add %754, %773 : tensor<32x3x3xf32>
    %775 = stablehlo.reshape %774 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %776 = stablehlo.concatenate %649, %712, %775, dim = 1 : (tensor<32x9xf32>, tensor<32x9xf32>, tensor<32x9xf32>) -> tensor<32x27xf32>
    %777 = stablehlo.slice %arg4 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %778 = stablehlo.reshape %777 : (tensor<1x1xf32>) -> tensor<f32>
    %779 = stablehlo.slice %arg4 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %780 = stablehlo.reshape %779 : (tensor<1x1xf32>) -> tensor<f32>
    %781 = stablehlo.slice %arg4 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %782 = stablehlo.reshape %781 : (tensor<1x1xf32>) -> tensor<f32>
    %783 = stablehlo.slice %arg4 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %784 = stablehlo.reshape %783 : (tensor<1x1xf32>) -> tensor<f32>
    %785 = stablehlo.slice %arg4 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %786 = stablehlo.reshape %785 : (tensor<1x1xf32>) -> tensor<f32>
    %787 = stablehlo.slice %arg4 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %788 = stablehlo.reshape %787 : (tensor<1x1xf32>) -> tensor<f32>
    %789 = stablehlo.slice %arg4 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %790 = stablehlo.reshape %789 : (tensor<1x1xf32>) -> tensor<f32>
    %791 = stablehlo.slice %arg4 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %792 = stablehlo.reshape %791 : (tensor<1x1xf32>) -> tensor<f32>
    %793 = stablehlo.slice %arg4 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %794 = stablehlo.reshape %793 : (tensor<1x1xf32>) -> tensor<f32>
    %795 = stablehlo.multiply %778, %778 : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %795, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %797 = stablehlo.multiply %586, %429 : tensor<3x3xf32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<32x3x3xf32>
    %799 = stablehlo.slice %arg7 [0:32, 0:1] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %800 = stablehlo.reshape %799 : (tensor<32x1xf32>) -> tensor<32xf32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %802 = stablehlo.multiply %798, %801 : tensor<32x3x3xf32>
    %803 = stablehlo.multiply %610, %437 : tensor<3x3xf32>
    %804 = stablehlo.broadcast_in_dim %803, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<32x3x3xf32>
    %805 = stablehlo.slice %arg7 [0:32, 1:2] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %806 = stablehlo.reshape %805 : (tensor<32x1xf32>) -> tensor<32xf32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %808 = stablehlo.multiply %804, %807 : tensor<32x3x3xf32>
    %809 = stablehlo.add %802, %808 : tensor<32x3x3xf32>
    %810 = stablehlo.multiply %633, %445 : tensor<3x3xf32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<32x3x3xf32>
    %812 = stablehlo.slice %arg7 [0:32, 2:3] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %813 = stablehlo.reshape %812 : (tensor<32x1xf32>) -> tensor<32xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %815 = stablehlo.multiply %811, %814 : tensor<32x3x3xf32>
    %816 = stablehlo.add %809, %815 : tensor<32x3x3xf32>
    %817 = stablehlo.multiply %796, %816 : tensor<32x3x3xf32>
    %818 = stablehlo.multiply %780, %780 : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %818, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %820 = stablehlo.slice %arg7 [0:32, 3:4] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %821 = stablehlo.reshape %820 : (tensor<32x1xf32>) -> tensor<32xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %823 = stablehlo.multiply %798, %822 : tensor<32x3x3xf32>
    %824 = stablehlo.slice %arg7 [0:32, 4:5] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %825 = stablehlo.reshape %824 : (tensor<32x1xf32>) -> tensor<32xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %827 = stablehlo.multiply %804, %826 : tensor<32x3x3xf32>
    %828 = stablehlo.add %823, %827 : tensor<32x3x3xf32>
    %829 = stablehlo.slice %arg7 [0:32, 5:6] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %830 = stablehlo.reshape %829 : (tensor<32x1xf32>) -> tensor<32xf32>
    %831 = stablehlo.broadcast_in_dim %830, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %832 = stablehlo.multiply %811, %831 : tensor<32x3x3xf32>
    %833 = stablehlo.add %828, %832 : tensor<32x3x3xf32>
    %834 = stablehlo.multiply %819, %833 : tensor<32x3x3xf32>
    %835 = stablehlo.add %817, %834 : tensor<32x3x3xf32>
    %836 = stablehlo.multiply %782, %782 : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %838 = stablehlo.slice %arg7 [0:32, 6:7] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %839 = stablehlo.reshape %838 : (tensor<32x1xf32>) -> tensor<32xf32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %841 = stablehlo.multiply %798, %840 : tensor<32x3x3xf32>
    %842 = stablehlo.slice %arg7 [0:32, 7:8] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %843 = stablehlo.reshape %842 : (tensor<32x1xf32>) -> tensor<32xf32>
    %844 = stablehlo.broadcast_in_dim %843, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %845 = stablehlo.multiply %804, %844 : tensor<32x3x3xf32>
    %846 = stablehlo.add %841, %845 : tensor<32x3x3xf32>
    %847 = stablehlo.slice %arg7 [0:32, 8:9] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %848 = stablehlo.reshape %847 : (tensor<32x1xf32>) -> tensor<32xf32>
    %849 = stablehlo.broadcast_in_dim %848, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %850 = stablehlo.multiply %811, %849 : tensor<32x3x3xf32>
    %851 = stablehlo.add %846, %850 : tensor<32x3x3xf32>
    %852 = stablehlo.multiply %837, %851 : tensor<32x3x3xf32>
    %853 = stablehlo.add %835, %852 : tensor<32x3x3xf32>
    %854 = stablehlo.reshape %853 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %855 = stablehlo.slice %arg7 [0:32, 9:10] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %856 = stablehlo.reshape %855 : (tensor<32x1xf32>) -> tensor<32xf32>
    %857 = stablehlo.broadcast_in_dim %856, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %858 = stablehlo.multiply %798, %857 : tensor<32x3x3xf32>
    %859 = stablehlo.slice %arg7 [0:32, 10:11] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %860 = stablehlo.reshape %859 : (tensor<32x1xf32>) -> tensor<32xf32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %862 = stablehlo.multiply %804, %861 : tensor<32x3x3xf32>
    %863 = stablehlo.add %858, %862 : tensor<32x3x3xf32>
    %864 = stablehlo.slice %arg7 [0:32, 11:12] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %865 = stablehlo.reshape %864 : (tensor<32x1xf32>) -> tensor<32xf32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %867 = stablehlo.multiply %811, %866 : tensor<32x3x3xf32>
    %868 = stablehlo.add %863, %867 : tensor<32x3x3xf32>
    %869 = stablehlo.multiply %796, %868 : tensor<32x3x3xf32>
    %870 = stablehlo.slice %arg7 [0:32, 12:13] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %871 = stablehlo.reshape %870 : (tensor<32x1xf32>) -> tensor<32xf32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %873 = stablehlo.multiply %798, %872 : tensor<32x3x3xf32>
    %874 = stablehlo.slice %arg7 [0:32, 13:14] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %875 = stablehlo.reshape %874 : (tensor<32x1xf32>) -> tensor<32xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %877 = stablehlo.multiply %804, %876 : tensor<32x3x3xf32>
    %878 = stablehlo.add %873, %877 : tensor<32x3x3xf32>
    %879 = stablehlo.slice %arg7 [0:32, 14:15] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %880 = stablehlo.reshape %879 : (tensor<32x1xf32>) -> tensor<32xf32>
    %881 = stablehlo.broadcast_in_dim %880, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %882 = stablehlo.multiply %811, %881 : tensor<32x3x3xf32>
    %883 = stablehlo.add %878, %882 : tensor<32x3x3xf32>
    %884 = stablehlo.multiply %819, %883 : tensor<32x3x3xf32>
    %885 = stablehlo.add %869, %884 : tensor<32x3x3xf32>
    %886 = stablehlo.slice %arg7 [0:32, 15:16] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %887 = stablehlo.reshape %886 : (tensor<32x1xf32>) -> tensor<32xf32>
    %888 = stablehlo.broadcast_in_dim %887, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %889 = stablehlo.multiply %798, %888 : tensor<32x3x3xf32>
    %890 = stablehlo.slice %arg7 [0:32, 16:17] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %891 = stablehlo.reshape %890 : (tensor<32x1xf32>) -> tensor<32xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %893 = stablehlo.multiply %804, %892 : tensor<32x3x3xf32>
    %894 = stablehlo.add %889, %893 : tensor<32x3x3xf32>
    %895 = stablehlo.slice %arg7 [0:32, 17:18] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %896 = stablehlo.reshape %895 : (tensor<32x1xf32>) -> tensor<32xf32>
    %897 = stablehlo.broadcast_in_dim %896, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %898 = stablehlo.multiply %811, %897 : tensor<32x3x3xf32>
    %899 = stablehlo.add %894, %898 : tensor<32x3x3xf32>
    %900 = stablehlo.multiply %837, %899 : tensor<32x3x3xf32>
    %901 = stablehlo.add %885, %900 : tensor<32x3x3xf32>
    %902 = stablehlo.reshape %901 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %903 = stablehlo.slice %arg7 [0:32, 18:19] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %904 = stablehlo.reshape %903 : (tensor<32x1xf32>) -> tensor<32xf32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %906 = stablehlo.multiply %798, %905 : tensor<32x3x3xf32>
    %907 = stablehlo.slice %arg7 [0:32, 19:20] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %908 = stablehlo.reshape %907 : (tensor<32x1xf32>) -> tensor<32xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %910 = stablehlo.multiply %804, %909 : tensor<32x3x3xf32>
    %911 = stablehlo.add %906, %910 : tensor<32x3x3xf32>
    %912 = stablehlo.slice %arg7 [0:32, 20:21] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %913 = stablehlo.reshape %912 : (tensor<32x1xf32>) -> tensor<32xf32>
    %914 = stablehlo.broadcast_in_dim %913, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %915 = stablehlo.multiply %811, %914 : tensor<32x3x3xf32>
    %916 = stablehlo.add %911, %915 : tensor<32x3x3xf32>
    %917 = stablehlo.multiply %796, %916 : tensor<32x3x3xf32>
    %918 = stablehlo.slice %arg7 [0:32, 21:22] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %919 = stablehlo.reshape %918 : (tensor<32x1xf32>) -> tensor<32xf32>
    %920 = stablehlo.broadcast_in_dim %919, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %921 = stablehlo.multiply %798, %920 : tensor<32x3x3xf32>
    %922 = stablehlo.slice %arg7 [0:32, 22:23] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %923 = stablehlo.reshape %922 : (tensor<32x1xf32>) -> tensor<32xf32>
    %924 = stablehlo.broadcast_in_dim %923, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %925 = stablehlo.multiply %804, %924 : tensor<32x3x3xf32>
    %926 = stablehlo.add %921, %925 : tensor<32x3x3xf32>
    %927 = stablehlo.slice %arg7 [0:32, 23:24] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %928 = stablehlo.reshape %927 : (tensor<32x1xf32>) -> tensor<32xf32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %930 = stablehlo.multiply %811, %929 : tensor<32x3x3xf32>
    %931 = stablehlo.add %926, %930 : tensor<32x3x3xf32>
    %932 = stablehlo.multiply %819, %931 : tensor<32x3x3xf32>
    %933 = stablehlo.add %917, %932 : tensor<32x3x3xf32>
    %934 = stablehlo.slice %arg7 [0:32, 24:25] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %935 = stablehlo.reshape %934 : (tensor<32x1xf32>) -> tensor<32xf32>
    %936 = stablehlo.broadcast_in_dim %935, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %937 = stablehlo.multiply %798, %936 : tensor<32x3x3xf32>
    %938 = stablehlo.slice %arg7 [0:32, 25:26] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %939 = stablehlo.reshape %938 : (tensor<32x1xf32>) -> tensor<32xf32>
    %940 = stablehlo.broadcast_in_dim %939, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %941 = stablehlo.multiply %804, %940 : tensor<32x3x3xf32>
    %942 = stablehlo.add %937, %941 : tensor<32x3x3xf32>
    %943 = stablehlo.slice %arg7 [0:32, 26:27] : (tensor<32x27xf32>) -> tensor<32x1xf32>
    %944 = stablehlo.reshape %943 : (tensor<32x1xf32>) -> tensor<32xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [0] : (tensor<32xf32>) -> tensor<32x3x3xf32>
    %946 = stablehlo.multiply %811, %945 : tensor<32x3x3xf32>
    %947 = stablehlo.add %942, %946 : tensor<32x3x3xf32>
    %948 = stablehlo.multiply %837, %947 : tensor<32x3x3xf32>
    %949 = stablehlo.add %933, %948 : tensor<32x3x3xf32>
    %950 = stablehlo.reshape %949 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %951 = stablehlo.concatenate %854, %902, %950, dim = 1 : (tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>) -> tensor<32x3x3x3xf32>
    %952 = stablehlo.reshape %951 : (tensor<32x3x3x3xf32>) -> tensor<32x1x3x3x3xf32>
    %953 = stablehlo.multiply %778, %784 : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %953, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %955 = stablehlo.multiply %954, %816 : tensor<32x3x3xf32>
    %956 = stablehlo.multiply %780, %786 : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %956, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %958 = stablehlo.multiply %957, %833 : tensor<32x3x3xf32>
    %959 = stablehlo.add %955, %958 : tensor<32x3x3xf32>
    %960 = stablehlo.multiply %782, %788 : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %960, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %962 = stablehlo.multiply %961, %851 : tensor<32x3x3xf32>
    %963 = stablehlo.add %959, %962 : tensor<32x3x3xf32>
    %964 = stablehlo.reshape %963 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %965 = stablehlo.multiply %954, %868 : tensor<32x3x3xf32>
    %966 = stablehlo.multiply %957, %883 : tensor<32x3x3xf32>
    %967 = stablehlo.add %965, %966 : tensor<32x3x3xf32>
    %968 = stablehlo.multiply %961, %899 : tensor<32x3x3xf32>
    %969 = stablehlo.add %967, %968 : tensor<32x3x3xf32>
    %970 = stablehlo.reshape %969 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %971 = stablehlo.multiply %954, %916 : tensor<32x3x3xf32>
    %972 = stablehlo.multiply %957, %931 : tensor<32x3x3xf32>
    %973 = stablehlo.add %971, %972 : tensor<32x3x3xf32>
    %974 = stablehlo.multiply %961, %947 : tensor<32x3x3xf32>
    %975 = stablehlo.add %973, %974 : tensor<32x3x3xf32>
    %976 = stablehlo.reshape %975 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %977 = stablehlo.concatenate %964, %970, %976, dim = 1 : (tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>) -> tensor<32x3x3x3xf32>
    %978 = stablehlo.reshape %977 : (tensor<32x3x3x3xf32>) -> tensor<32x1x3x3x3xf32>
    %979 = stablehlo.multiply %778, %790 : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %981 = stablehlo.multiply %980, %816 : tensor<32x3x3xf32>
    %982 = stablehlo.multiply %780, %792 : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %984 = stablehlo.multiply %983, %833 : tensor<32x3x3xf32>
    %985 = stablehlo.add %981, %984 : tensor<32x3x3xf32>
    %986 = stablehlo.multiply %782, %794 : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %988 = stablehlo.multiply %987, %851 : tensor<32x3x3xf32>
    %989 = stablehlo.add %985, %988 : tensor<32x3x3xf32>
    %990 = stablehlo.reshape %989 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %991 = stablehlo.multiply %980, %868 : tensor<32x3x3xf32>
    %992 = stablehlo.multiply %983, %883 : tensor<32x3x3xf32>
    %993 = stablehlo.add %991, %992 : tensor<32x3x3xf32>
    %994 = stablehlo.multiply %987, %899 : tensor<32x3x3xf32>
    %995 = stablehlo.add %993, %994 : tensor<32x3x3xf32>
    %996 = stablehlo.reshape %995 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %997 = stablehlo.multiply %980, %916 : tensor<32x3x3xf32>
    %998 = stablehlo.multiply %983, %931 : tensor<32x3x3xf32>
    %999 = stablehlo.add %997, %998 : tensor<32x3x3xf32>
    %1000 = stablehlo.multiply %987, %947 : tensor<32x3x3xf32>
    %1001 = stablehlo.add %999, %1000 : tensor<32x3x3xf32>
    %1002 = stablehlo.reshape %1001 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1003 = stablehlo.concatenate %990, %996, %1002, dim = 1 : (tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>) -> tensor<32x3x3x3xf32>
    %1004 = stablehlo.reshape %1003 : (tensor<32x3x3x3xf32>) -> tensor<32x1x3x3x3xf32>
    %1005 = stablehlo.multiply %784, %778 : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1007 = stablehlo.multiply %1006, %816 : tensor<32x3x3xf32>
    %1008 = stablehlo.multiply %786, %780 : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %1008, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1010 = stablehlo.multiply %1009, %833 : tensor<32x3x3xf32>
    %1011 = stablehlo.add %1007, %1010 : tensor<32x3x3xf32>
    %1012 = stablehlo.multiply %788, %782 : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %1012, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1014 = stablehlo.multiply %1013, %851 : tensor<32x3x3xf32>
    %1015 = stablehlo.add %1011, %1014 : tensor<32x3x3xf32>
    %1016 = stablehlo.reshape %1015 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1017 = stablehlo.multiply %1006, %868 : tensor<32x3x3xf32>
    %1018 = stablehlo.multiply %1009, %883 : tensor<32x3x3xf32>
    %1019 = stablehlo.add %1017, %1018 : tensor<32x3x3xf32>
    %1020 = stablehlo.multiply %1013, %899 : tensor<32x3x3xf32>
    %1021 = stablehlo.add %1019, %1020 : tensor<32x3x3xf32>
    %1022 = stablehlo.reshape %1021 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1023 = stablehlo.multiply %1006, %916 : tensor<32x3x3xf32>
    %1024 = stablehlo.multiply %1009, %931 : tensor<32x3x3xf32>
    %1025 = stablehlo.add %1023, %1024 : tensor<32x3x3xf32>
    %1026 = stablehlo.multiply %1013, %947 : tensor<32x3x3xf32>
    %1027 = stablehlo.add %1025, %1026 : tensor<32x3x3xf32>
    %1028 = stablehlo.reshape %1027 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1029 = stablehlo.concatenate %1016, %1022, %1028, dim = 1 : (tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>) -> tensor<32x3x3x3xf32>
    %1030 = stablehlo.reshape %1029 : (tensor<32x3x3x3xf32>) -> tensor<32x1x3x3x3xf32>
    %1031 = stablehlo.multiply %784, %784 : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1033 = stablehlo.multiply %1032, %816 : tensor<32x3x3xf32>
    %1034 = stablehlo.multiply %786, %786 : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1036 = stablehlo.multiply %1035, %833 : tensor<32x3x3xf32>
    %1037 = stablehlo.add %1033, %1036 : tensor<32x3x3xf32>
    %1038 = stablehlo.multiply %788, %788 : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1040 = stablehlo.multiply %1039, %851 : tensor<32x3x3xf32>
    %1041 = stablehlo.add %1037, %1040 : tensor<32x3x3xf32>
    %1042 = stablehlo.reshape %1041 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1043 = stablehlo.multiply %1032, %868 : tensor<32x3x3xf32>
    %1044 = stablehlo.multiply %1035, %883 : tensor<32x3x3xf32>
    %1045 = stablehlo.add %1043, %1044 : tensor<32x3x3xf32>
    %1046 = stablehlo.multiply %1039, %899 : tensor<32x3x3xf32>
    %1047 = stablehlo.add %1045, %1046 : tensor<32x3x3xf32>
    %1048 = stablehlo.reshape %1047 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1049 = stablehlo.multiply %1032, %916 : tensor<32x3x3xf32>
    %1050 = stablehlo.multiply %1035, %931 : tensor<32x3x3xf32>
    %1051 = stablehlo.add %1049, %1050 : tensor<32x3x3xf32>
    %1052 = stablehlo.multiply %1039, %947 : tensor<32x3x3xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<32x3x3xf32>
    %1054 = stablehlo.reshape %1053 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1055 = stablehlo.concatenate %1042, %1048, %1054, dim = 1 : (tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>) -> tensor<32x3x3x3xf32>
    %1056 = stablehlo.reshape %1055 : (tensor<32x3x3x3xf32>) -> tensor<32x1x3x3x3xf32>
    %1057 = stablehlo.multiply %784, %790 : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %1057, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1059 = stablehlo.multiply %1058, %816 : tensor<32x3x3xf32>
    %1060 = stablehlo.multiply %786, %792 : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1062 = stablehlo.multiply %1061, %833 : tensor<32x3x3xf32>
    %1063 = stablehlo.add %1059, %1062 : tensor<32x3x3xf32>
    %1064 = stablehlo.multiply %788, %794 : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %1064, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1066 = stablehlo.multiply %1065, %851 : tensor<32x3x3xf32>
    %1067 = stablehlo.add %1063, %1066 : tensor<32x3x3xf32>
    %1068 = stablehlo.reshape %1067 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1069 = stablehlo.multiply %1058, %868 : tensor<32x3x3xf32>
    %1070 = stablehlo.multiply %1061, %883 : tensor<32x3x3xf32>
    %1071 = stablehlo.add %1069, %1070 : tensor<32x3x3xf32>
    %1072 = stablehlo.multiply %1065, %899 : tensor<32x3x3xf32>
    %1073 = stablehlo.add %1071, %1072 : tensor<32x3x3xf32>
    %1074 = stablehlo.reshape %1073 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1075 = stablehlo.multiply %1058, %916 : tensor<32x3x3xf32>
    %1076 = stablehlo.multiply %1061, %931 : tensor<32x3x3xf32>
    %1077 = stablehlo.add %1075, %1076 : tensor<32x3x3xf32>
    %1078 = stablehlo.multiply %1065, %947 : tensor<32x3x3xf32>
    %1079 = stablehlo.add %1077, %1078 : tensor<32x3x3xf32>
    %1080 = stablehlo.reshape %1079 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1081 = stablehlo.concatenate %1068, %1074, %1080, dim = 1 : (tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>) -> tensor<32x3x3x3xf32>
    %1082 = stablehlo.reshape %1081 : (tensor<32x3x3x3xf32>) -> tensor<32x1x3x3x3xf32>
    %1083 = stablehlo.multiply %790, %778 : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %1083, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1085 = stablehlo.multiply %1084, %816 : tensor<32x3x3xf32>
    %1086 = stablehlo.multiply %792, %780 : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %1086, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1088 = stablehlo.multiply %1087, %833 : tensor<32x3x3xf32>
    %1089 = stablehlo.add %1085, %1088 : tensor<32x3x3xf32>
    %1090 = stablehlo.multiply %794, %782 : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %1090, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1092 = stablehlo.multiply %1091, %851 : tensor<32x3x3xf32>
    %1093 = stablehlo.add %1089, %1092 : tensor<32x3x3xf32>
    %1094 = stablehlo.reshape %1093 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1095 = stablehlo.multiply %1084, %868 : tensor<32x3x3xf32>
    %1096 = stablehlo.multiply %1087, %883 : tensor<32x3x3xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<32x3x3xf32>
    %1098 = stablehlo.multiply %1091, %899 : tensor<32x3x3xf32>
    %1099 = stablehlo.add %1097, %1098 : tensor<32x3x3xf32>
    %1100 = stablehlo.reshape %1099 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1101 = stablehlo.multiply %1084, %916 : tensor<32x3x3xf32>
    %1102 = stablehlo.multiply %1087, %931 : tensor<32x3x3xf32>
    %1103 = stablehlo.add %1101, %1102 : tensor<32x3x3xf32>
    %1104 = stablehlo.multiply %1091, %947 : tensor<32x3x3xf32>
    %1105 = stablehlo.add %1103, %1104 : tensor<32x3x3xf32>
    %1106 = stablehlo.reshape %1105 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1107 = stablehlo.concatenate %1094, %1100, %1106, dim = 1 : (tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>) -> tensor<32x3x3x3xf32>
    %1108 = stablehlo.reshape %1107 : (tensor<32x3x3x3xf32>) -> tensor<32x1x3x3x3xf32>
    %1109 = stablehlo.multiply %790, %784 : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %1109, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1111 = stablehlo.multiply %1110, %816 : tensor<32x3x3xf32>
    %1112 = stablehlo.multiply %792, %786 : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %1112, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1114 = stablehlo.multiply %1113, %833 : tensor<32x3x3xf32>
    %1115 = stablehlo.add %1111, %1114 : tensor<32x3x3xf32>
    %1116 = stablehlo.multiply %794, %788 : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %1116, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1118 = stablehlo.multiply %1117, %851 : tensor<32x3x3xf32>
    %1119 = stablehlo.add %1115, %1118 : tensor<32x3x3xf32>
    %1120 = stablehlo.reshape %1119 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1121 = stablehlo.multiply %1110, %868 : tensor<32x3x3xf32>
    %1122 = stablehlo.multiply %1113, %883 : tensor<32x3x3xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<32x3x3xf32>
    %1124 = stablehlo.multiply %1117, %899 : tensor<32x3x3xf32>
    %1125 = stablehlo.add %1123, %1124 : tensor<32x3x3xf32>
    %1126 = stablehlo.reshape %1125 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1127 = stablehlo.multiply %1110, %916 : tensor<32x3x3xf32>
    %1128 = stablehlo.multiply %1113, %931 : tensor<32x3x3xf32>
    %1129 = stablehlo.add %1127, %1128 : tensor<32x3x3xf32>
    %1130 = stablehlo.multiply %1117, %947 : tensor<32x3x3xf32>
    %1131 = stablehlo.add %1129, %1130 : tensor<32x3x3xf32>
    %1132 = stablehlo.reshape %1131 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1133 = stablehlo.concatenate %1120, %1126, %1132, dim = 1 : (tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>) -> tensor<32x3x3x3xf32>
    %1134 = stablehlo.reshape %1133 : (tensor<32x3x3x3xf32>) -> tensor<32x1x3x3x3xf32>
    %1135 = stablehlo.multiply %790, %790 : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %1135, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1137 = stablehlo.multiply %1136, %816 : tensor<32x3x3xf32>
    %1138 = stablehlo.multiply %792, %792 : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %1138, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1140 = stablehlo.multiply %1139, %833 : tensor<32x3x3xf32>
    %1141 = stablehlo.add %1137, %1140 : tensor<32x3x3xf32>
    %1142 = stablehlo.multiply %794, %794 : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %1142, dims = [] : (tensor<f32>) -> tensor<32x3x3xf32>
    %1144 = stablehlo.multiply %1143, %851 : tensor<32x3x3xf32>
    %1145 = stablehlo.add %1141, %1144 : tensor<32x3x3xf32>
    %1146 = stablehlo.reshape %1145 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1147 = stablehlo.multiply %1136, %868 : tensor<32x3x3xf32>
    %1148 = stablehlo.multiply %1139, %883 : tensor<32x3x3xf32>
    %1149 = stablehlo.add %1147, %1148 : tensor<32x3x3xf32>
    %1150 = stablehlo.multiply %1143, %899 : tensor<32x3x3xf32>
    %1151 = stablehlo.add %1149, %1150 : tensor<32x3x3xf32>
    %1152 = stablehlo.reshape %1151 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1153 = stablehlo.multiply %1136, %916 : tensor<32x3x3xf32>
    %1154 = stablehlo.multiply %1139, %931 : tensor<32x3x3xf32>
    %1155 = stablehlo.add %1153, %1154 : tensor<32x3x3xf32>
    %1156 = stablehlo.multiply %1143, %947 : tensor<32x3x3xf32>
    %1157 = stablehlo.add %1155, %1156 : tensor<32x3x3xf32>
    %1158 = stablehlo.reshape %1157 : (tensor<32x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1159 = stablehlo.concatenate %1146, %1152, %1158, dim = 1 : (tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>, tensor<32x1x3x3xf32>) -> tensor<32x3x3x3xf32>
    %1160 = stablehlo.reshape %1159 : (tensor<32x3x3x3xf32>) -> tensor<32x1x3x3x3xf32>
    %1161 = stablehlo.concatenate %952, %978, %1004, %1030, %1056, %1082, %1108, %1134, %1160, dim = 1 : (tensor<32x1x3x3x3xf32>, tensor<32x1x3x3x3xf32>, tensor<32x1x3x3x3xf32>, tensor<32x1x3x3x3xf32>, tensor<32x1x3x3x3xf32>, tensor<32x1x3x3x3xf32>, tensor<32x1x3x3x3xf32>, tensor<32x1x3x3x3xf32>, tensor<32x1x3x3x3xf32>) -> tensor<32x9x3x3x3xf32>
    %1162 = stablehlo.slice %arg4 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1163 = stablehlo.reshape %1162 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1164 = stablehlo.multiply %1163, %1163 : tensor<3xf32>
    %1165 = stablehlo.slice %arg4 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1166 = stablehlo.reshape %1165 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1167 = stablehlo.multiply %1163, %1166 : tensor<3xf32>
    %1168 = stablehlo.slice %arg4 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1169 = stablehlo.reshape %1168 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1170 = stablehlo.multiply %1163, %1169 : tensor<3xf32>
    %1171 = stablehlo.multiply %1166, %1163 : tensor<3xf32>
    %1172 = stablehlo.multiply %1166, %1166 : tensor<3xf32>
    %1173 = stablehlo.multiply %1166, %1169 : tensor<3xf32>
    %1174 = stablehlo.multiply %1169, %1163 : tensor<3xf32>
    %1175 = stablehlo.multiply %1169, %1166 : tensor<3xf32>
    %1176 = stablehlo.multiply %1169, %1169 : tensor<3xf32>
    %1177 = stablehlo.reshape %1164 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1178 = stablehlo.reshape %1167 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1179 = stablehlo.reshape %1170 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1180 = stablehlo.reshape %1171 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1181 = stablehlo.reshape %1172 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1182 = stablehlo.reshape %1173 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1183 = stablehlo.reshape %1174 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1184 = stablehlo.reshape %1175 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1185 = stablehlo.reshape %1176 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1186 = stablehlo.concatenate %1184, %1185, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1177, %1178, %1179, %1180, %1181, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1187 = stablehlo.concatenate %1182, %1183, %1184, %1185, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1177, %1178, %1179, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1188 = stablehlo.concatenate %1180, %1181, %1182, %1183, %1184, %1185, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1177, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1189 = stablehlo.concatenate %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1190 = stablehlo.concatenate %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1186, %1187, %1188, %1189, %1185, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %1191 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x81x3x3xf32>
    %1192 = stablehlo.slice %1190 [0:1, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1193 = stablehlo.reshape %1192 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1194 = stablehlo.broadcast_in_dim %1193, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<32x81x3x3xf32>
    %1195 = stablehlo.slice %1161 [0:32, 0:9, 0:1, 0:3, 0:3] : (tensor<32x9x3x3x3xf32>) -> tensor<32x9x1x3x3xf32>
    %1196 = stablehlo.reshape %1195 : (tensor<32x9x1x3x3xf32>) -> tensor<32x9x3x3xf32>
    %1197 = stablehlo.broadcast_in_dim %1196, dims = [0, 1, 3, 4] : (tensor<32x9x3x3xf32>) -> tensor<32x9x9x3x3xf32>
    %1198 = stablehlo.reshape %1197 : (tensor<32x9x9x3x3xf32>) -> tensor<32x81x3x3xf32>
    %1199 = stablehlo.multiply %1194, %1198 : tensor<32x81x3x3xf32>
    %1200 = stablehlo.add %1191, %1199 : tensor<32x81x3x3xf32>
    %1201 = stablehlo.slice %1190 [1:2, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1202 = stablehlo.reshape %1201 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1203 = stablehlo.broadcast_in_dim %1202, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<32x81x3x3xf32>
    %1204 = stablehlo.slice %1161 [0:32, 0:9, 1:2, 0:3, 0:3] : (tensor<32x9x3x3x3xf32>) -> tensor<32x9x1x3x3xf32>
    %1205 = stablehlo.reshape %1204 : (tensor<32x9x1x3x3xf32>) -> tensor<32x9x3x3xf32>
    %1206 = stablehlo.broadcast_in_dim %1205, dims = [0, 1, 3, 4] : (tensor<32x9x3x3xf32>) -> tensor<32x9x9x3x3xf32>
    %1207 = stablehlo.reshape %1206 : (tensor<32x9x9x3x3xf32>) -> tensor<32x81x3x3xf32>
    %1208 = stablehlo.multiply %1203, %1207 : tensor<32x81x3x3xf32>
    %1209 = stablehlo.add %1200, %1208 : tensor<32x81x3x3xf32>
    %1210 = stablehlo.slice %1190 [2:3, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1211 = stablehlo.reshape %1210 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1212 = stablehlo.broadcast_in_dim %1211, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<32x81x3x3xf32>
    %1213 = stablehlo.slice %1161 [0:32, 0:9, 2:3, 0:3, 0:3] : (tensor<32x9x3x3x3xf32>) -> tensor<32x9x1x3x3xf32>
    %1214 = stablehlo.reshape %1213 : (tensor<32x9x1x3x3xf32>) -> tensor<32x9x3x3xf32>
    %1215 = stablehlo.broadcast_in_dim %1214, dims = [0, 1, 3, 4] : (tensor<32x9x3x3xf32>) -> tensor<32x9x9x3x3xf32>
    %1216 = stablehlo.reshape %1215 : (tensor<32x9x9x3x3xf32>) -> tensor<32x81x3x3xf32>
    %1217 = stablehlo.multiply %1212, %1216 : tensor<32x81x3x3xf32>
    %1218 = stablehlo.add %1209, %1217 : tensor<32x81x3x3xf32>
    %1219 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x729xf32>
    %1220 = stablehlo.reshape %1219 : (tensor<32x729xf32>) -> tensor<32x27x27xf32>
    %1221 = stablehlo.transpose %1218, dims = [0, 1, 3, 2] : (tensor<32x81x3x3xf32>) -> tensor<32x81x3x3xf32>
    %1222 = stablehlo.slice %1221 [0:32, 0:1, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1223 = stablehlo.reshape %1222 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1224 = stablehlo.dynamic_update_slice %1220, %1223, %c_6, %c_6, %c_6 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1225 = stablehlo.slice %1221 [0:32, 1:2, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1226 = stablehlo.reshape %1225 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1227 = stablehlo.dynamic_update_slice %1224, %1226, %c_6, %c_6, %c : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1228 = stablehlo.slice %1221 [0:32, 2:3, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1229 = stablehlo.reshape %1228 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1230 = stablehlo.dynamic_update_slice %1227, %1229, %c_6, %c_6, %c_0 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1231 = stablehlo.slice %1221 [0:32, 3:4, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1232 = stablehlo.reshape %1231 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1233 = stablehlo.dynamic_update_slice %1230, %1232, %c_6, %c, %c_6 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1234 = stablehlo.slice %1221 [0:32, 4:5, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1235 = stablehlo.reshape %1234 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1236 = stablehlo.dynamic_update_slice %1233, %1235, %c_6, %c, %c : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1237 = stablehlo.slice %1221 [0:32, 5:6, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1238 = stablehlo.reshape %1237 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1239 = stablehlo.dynamic_update_slice %1236, %1238, %c_6, %c, %c_0 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1240 = stablehlo.slice %1221 [0:32, 6:7, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1241 = stablehlo.reshape %1240 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1242 = stablehlo.dynamic_update_slice %1239, %1241, %c_6, %c_0, %c_6 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1243 = stablehlo.slice %1221 [0:32, 7:8, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1244 = stablehlo.reshape %1243 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1245 = stablehlo.dynamic_update_slice %1242, %1244, %c_6, %c_0, %c : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1246 = stablehlo.slice %1221 [0:32, 8:9, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1247 = stablehlo.reshape %1246 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1248 = stablehlo.dynamic_update_slice %1245, %1247, %c_6, %c_0, %c_0 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1249 = stablehlo.slice %1221 [0:32, 9:10, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1250 = stablehlo.reshape %1249 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1251 = stablehlo.dynamic_update_slice %1248, %1250, %c_6, %c_6, %c_1 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1252 = stablehlo.slice %1221 [0:32, 10:11, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1253 = stablehlo.reshape %1252 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1254 = stablehlo.dynamic_update_slice %1251, %1253, %c_6, %c_6, %c_2 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1255 = stablehlo.slice %1221 [0:32, 11:12, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1256 = stablehlo.reshape %1255 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1257 = stablehlo.dynamic_update_slice %1254, %1256, %c_6, %c_6, %c_3 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1258 = stablehlo.slice %1221 [0:32, 12:13, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1259 = stablehlo.reshape %1258 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1260 = stablehlo.dynamic_update_slice %1257, %1259, %c_6, %c, %c_1 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1261 = stablehlo.slice %1221 [0:32, 13:14, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1262 = stablehlo.reshape %1261 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1263 = stablehlo.dynamic_update_slice %1260, %1262, %c_6, %c, %c_2 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1264 = stablehlo.slice %1221 [0:32, 14:15, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1265 = stablehlo.reshape %1264 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1266 = stablehlo.dynamic_update_slice %1263, %1265, %c_6, %c, %c_3 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1267 = stablehlo.slice %1221 [0:32, 15:16, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1268 = stablehlo.reshape %1267 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1269 = stablehlo.dynamic_update_slice %1266, %1268, %c_6, %c_0, %c_1 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1270 = stablehlo.slice %1221 [0:32, 16:17, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1271 = stablehlo.reshape %1270 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1272 = stablehlo.dynamic_update_slice %1269, %1271, %c_6, %c_0, %c_2 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1273 = stablehlo.slice %1221 [0:32, 17:18, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1274 = stablehlo.reshape %1273 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1275 = stablehlo.dynamic_update_slice %1272, %1274, %c_6, %c_0, %c_3 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1276 = stablehlo.slice %1221 [0:32, 18:19, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1277 = stablehlo.reshape %1276 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1278 = stablehlo.dynamic_update_slice %1275, %1277, %c_6, %c_6, %c_4 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1279 = stablehlo.slice %1221 [0:32, 19:20, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1280 = stablehlo.reshape %1279 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1281 = stablehlo.dynamic_update_slice %1278, %1280, %c_6, %c_6, %c_5 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1282 = stablehlo.slice %1221 [0:32, 20:21, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1283 = stablehlo.reshape %1282 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1284 = stablehlo.dynamic_update_slice %1281, %1283, %c_6, %c_6, %c_7 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1285 = stablehlo.slice %1221 [0:32, 21:22, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1286 = stablehlo.reshape %1285 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1287 = stablehlo.dynamic_update_slice %1284, %1286, %c_6, %c, %c_4 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1288 = stablehlo.slice %1221 [0:32, 22:23, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1289 = stablehlo.reshape %1288 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1290 = stablehlo.dynamic_update_slice %1287, %1289, %c_6, %c, %c_5 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1291 = stablehlo.slice %1221 [0:32, 23:24, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1292 = stablehlo.reshape %1291 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1293 = stablehlo.dynamic_update_slice %1290, %1292, %c_6, %c, %c_7 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1294 = stablehlo.slice %1221 [0:32, 24:25, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1295 = stablehlo.reshape %1294 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1296 = stablehlo.dynamic_update_slice %1293, %1295, %c_6, %c_0, %c_4 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1297 = stablehlo.slice %1221 [0:32, 25:26, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1298 = stablehlo.reshape %1297 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1299 = stablehlo.dynamic_update_slice %1296, %1298, %c_6, %c_0, %c_5 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1300 = stablehlo.slice %1221 [0:32, 26:27, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1301 = stablehlo.reshape %1300 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1302 = stablehlo.dynamic_update_slice %1299, %1301, %c_6, %c_0, %c_7 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1303 = stablehlo.slice %1221 [0:32, 27:28, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1304 = stablehlo.reshape %1303 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1305 = stablehlo.dynamic_update_slice %1302, %1304, %c_6, %c_1, %c_6 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1306 = stablehlo.slice %1221 [0:32, 28:29, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1307 = stablehlo.reshape %1306 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1308 = stablehlo.dynamic_update_slice %1305, %1307, %c_6, %c_1, %c : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1309 = stablehlo.slice %1221 [0:32, 29:30, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1310 = stablehlo.reshape %1309 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1311 = stablehlo.dynamic_update_slice %1308, %1310, %c_6, %c_1, %c_0 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1312 = stablehlo.slice %1221 [0:32, 30:31, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1313 = stablehlo.reshape %1312 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1314 = stablehlo.dynamic_update_slice %1311, %1313, %c_6, %c_2, %c_6 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1315 = stablehlo.slice %1221 [0:32, 31:32, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1316 = stablehlo.reshape %1315 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1317 = stablehlo.dynamic_update_slice %1314, %1316, %c_6, %c_2, %c : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1318 = stablehlo.slice %1221 [0:32, 32:33, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1319 = stablehlo.reshape %1318 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1320 = stablehlo.dynamic_update_slice %1317, %1319, %c_6, %c_2, %c_0 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1321 = stablehlo.slice %1221 [0:32, 33:34, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1322 = stablehlo.reshape %1321 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1323 = stablehlo.dynamic_update_slice %1320, %1322, %c_6, %c_3, %c_6 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1324 = stablehlo.slice %1221 [0:32, 34:35, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1325 = stablehlo.reshape %1324 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1326 = stablehlo.dynamic_update_slice %1323, %1325, %c_6, %c_3, %c : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1327 = stablehlo.slice %1221 [0:32, 35:36, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1328 = stablehlo.reshape %1327 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1329 = stablehlo.dynamic_update_slice %1326, %1328, %c_6, %c_3, %c_0 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1330 = stablehlo.slice %1221 [0:32, 36:37, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1331 = stablehlo.reshape %1330 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1332 = stablehlo.dynamic_update_slice %1329, %1331, %c_6, %c_1, %c_1 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1333 = stablehlo.slice %1221 [0:32, 37:38, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1334 = stablehlo.reshape %1333 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1335 = stablehlo.dynamic_update_slice %1332, %1334, %c_6, %c_1, %c_2 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1336 = stablehlo.slice %1221 [0:32, 38:39, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1337 = stablehlo.reshape %1336 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1338 = stablehlo.dynamic_update_slice %1335, %1337, %c_6, %c_1, %c_3 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1339 = stablehlo.slice %1221 [0:32, 39:40, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1340 = stablehlo.reshape %1339 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1341 = stablehlo.dynamic_update_slice %1338, %1340, %c_6, %c_2, %c_1 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1342 = stablehlo.slice %1221 [0:32, 40:41, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1343 = stablehlo.reshape %1342 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1344 = stablehlo.dynamic_update_slice %1341, %1343, %c_6, %c_2, %c_2 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1345 = stablehlo.slice %1221 [0:32, 41:42, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1346 = stablehlo.reshape %1345 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1347 = stablehlo.dynamic_update_slice %1344, %1346, %c_6, %c_2, %c_3 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1348 = stablehlo.slice %1221 [0:32, 42:43, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1349 = stablehlo.reshape %1348 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1350 = stablehlo.dynamic_update_slice %1347, %1349, %c_6, %c_3, %c_1 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1351 = stablehlo.slice %1221 [0:32, 43:44, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1352 = stablehlo.reshape %1351 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1353 = stablehlo.dynamic_update_slice %1350, %1352, %c_6, %c_3, %c_2 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1354 = stablehlo.slice %1221 [0:32, 44:45, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1355 = stablehlo.reshape %1354 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1356 = stablehlo.dynamic_update_slice %1353, %1355, %c_6, %c_3, %c_3 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1357 = stablehlo.slice %1221 [0:32, 45:46, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1358 = stablehlo.reshape %1357 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1359 = stablehlo.dynamic_update_slice %1356, %1358, %c_6, %c_1, %c_4 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1360 = stablehlo.slice %1221 [0:32, 46:47, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1361 = stablehlo.reshape %1360 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1362 = stablehlo.dynamic_update_slice %1359, %1361, %c_6, %c_1, %c_5 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1363 = stablehlo.slice %1221 [0:32, 47:48, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1364 = stablehlo.reshape %1363 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1365 = stablehlo.dynamic_update_slice %1362, %1364, %c_6, %c_1, %c_7 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1366 = stablehlo.slice %1221 [0:32, 48:49, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1367 = stablehlo.reshape %1366 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1368 = stablehlo.dynamic_update_slice %1365, %1367, %c_6, %c_2, %c_4 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1369 = stablehlo.slice %1221 [0:32, 49:50, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1370 = stablehlo.reshape %1369 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1371 = stablehlo.dynamic_update_slice %1368, %1370, %c_6, %c_2, %c_5 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1372 = stablehlo.slice %1221 [0:32, 50:51, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1373 = stablehlo.reshape %1372 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1374 = stablehlo.dynamic_update_slice %1371, %1373, %c_6, %c_2, %c_7 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1375 = stablehlo.slice %1221 [0:32, 51:52, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1376 = stablehlo.reshape %1375 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1377 = stablehlo.dynamic_update_slice %1374, %1376, %c_6, %c_3, %c_4 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1378 = stablehlo.slice %1221 [0:32, 52:53, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1379 = stablehlo.reshape %1378 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1380 = stablehlo.dynamic_update_slice %1377, %1379, %c_6, %c_3, %c_5 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1381 = stablehlo.slice %1221 [0:32, 53:54, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1382 = stablehlo.reshape %1381 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1383 = stablehlo.dynamic_update_slice %1380, %1382, %c_6, %c_3, %c_7 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1384 = stablehlo.slice %1221 [0:32, 54:55, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1385 = stablehlo.reshape %1384 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1386 = stablehlo.dynamic_update_slice %1383, %1385, %c_6, %c_4, %c_6 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1387 = stablehlo.slice %1221 [0:32, 55:56, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1388 = stablehlo.reshape %1387 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1389 = stablehlo.dynamic_update_slice %1386, %1388, %c_6, %c_4, %c : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1390 = stablehlo.slice %1221 [0:32, 56:57, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1391 = stablehlo.reshape %1390 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1392 = stablehlo.dynamic_update_slice %1389, %1391, %c_6, %c_4, %c_0 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1393 = stablehlo.slice %1221 [0:32, 57:58, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1394 = stablehlo.reshape %1393 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1395 = stablehlo.dynamic_update_slice %1392, %1394, %c_6, %c_5, %c_6 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1396 = stablehlo.slice %1221 [0:32, 58:59, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1397 = stablehlo.reshape %1396 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1398 = stablehlo.dynamic_update_slice %1395, %1397, %c_6, %c_5, %c : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1399 = stablehlo.slice %1221 [0:32, 59:60, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1400 = stablehlo.reshape %1399 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1401 = stablehlo.dynamic_update_slice %1398, %1400, %c_6, %c_5, %c_0 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1402 = stablehlo.slice %1221 [0:32, 60:61, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1403 = stablehlo.reshape %1402 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1404 = stablehlo.dynamic_update_slice %1401, %1403, %c_6, %c_7, %c_6 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1405 = stablehlo.slice %1221 [0:32, 61:62, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1406 = stablehlo.reshape %1405 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1407 = stablehlo.dynamic_update_slice %1404, %1406, %c_6, %c_7, %c : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1408 = stablehlo.slice %1221 [0:32, 62:63, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1409 = stablehlo.reshape %1408 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1410 = stablehlo.dynamic_update_slice %1407, %1409, %c_6, %c_7, %c_0 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1411 = stablehlo.slice %1221 [0:32, 63:64, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1412 = stablehlo.reshape %1411 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1413 = stablehlo.dynamic_update_slice %1410, %1412, %c_6, %c_4, %c_1 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1414 = stablehlo.slice %1221 [0:32, 64:65, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1415 = stablehlo.reshape %1414 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1416 = stablehlo.dynamic_update_slice %1413, %1415, %c_6, %c_4, %c_2 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1417 = stablehlo.slice %1221 [0:32, 65:66, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1418 = stablehlo.reshape %1417 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1419 = stablehlo.dynamic_update_slice %1416, %1418, %c_6, %c_4, %c_3 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1420 = stablehlo.slice %1221 [0:32, 66:67, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1421 = stablehlo.reshape %1420 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1422 = stablehlo.dynamic_update_slice %1419, %1421, %c_6, %c_5, %c_1 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1423 = stablehlo.slice %1221 [0:32, 67:68, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1424 = stablehlo.reshape %1423 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1425 = stablehlo.dynamic_update_slice %1422, %1424, %c_6, %c_5, %c_2 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1426 = stablehlo.slice %1221 [0:32, 68:69, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1427 = stablehlo.reshape %1426 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1428 = stablehlo.dynamic_update_slice %1425, %1427, %c_6, %c_5, %c_3 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1429 = stablehlo.slice %1221 [0:32, 69:70, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1430 = stablehlo.reshape %1429 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1431 = stablehlo.dynamic_update_slice %1428, %1430, %c_6, %c_7, %c_1 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1432 = stablehlo.slice %1221 [0:32, 70:71, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1433 = stablehlo.reshape %1432 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1434 = stablehlo.dynamic_update_slice %1431, %1433, %c_6, %c_7, %c_2 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1435 = stablehlo.slice %1221 [0:32, 71:72, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1436 = stablehlo.reshape %1435 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1437 = stablehlo.dynamic_update_slice %1434, %1436, %c_6, %c_7, %c_3 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1438 = stablehlo.slice %1221 [0:32, 72:73, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1439 = stablehlo.reshape %1438 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1440 = stablehlo.dynamic_update_slice %1437, %1439, %c_6, %c_4, %c_4 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1441 = stablehlo.slice %1221 [0:32, 73:74, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1442 = stablehlo.reshape %1441 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1443 = stablehlo.dynamic_update_slice %1440, %1442, %c_6, %c_4, %c_5 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1444 = stablehlo.slice %1221 [0:32, 74:75, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1445 = stablehlo.reshape %1444 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1446 = stablehlo.dynamic_update_slice %1443, %1445, %c_6, %c_4, %c_7 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1447 = stablehlo.slice %1221 [0:32, 75:76, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1448 = stablehlo.reshape %1447 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1449 = stablehlo.dynamic_update_slice %1446, %1448, %c_6, %c_5, %c_4 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1450 = stablehlo.slice %1221 [0:32, 76:77, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1451 = stablehlo.reshape %1450 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1452 = stablehlo.dynamic_update_slice %1449, %1451, %c_6, %c_5, %c_5 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1453 = stablehlo.slice %1221 [0:32, 77:78, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1454 = stablehlo.reshape %1453 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1455 = stablehlo.dynamic_update_slice %1452, %1454, %c_6, %c_5, %c_7 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1456 = stablehlo.slice %1221 [0:32, 78:79, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1457 = stablehlo.reshape %1456 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1458 = stablehlo.dynamic_update_slice %1455, %1457, %c_6, %c_7, %c_4 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1459 = stablehlo.slice %1221 [0:32, 79:80, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1460 = stablehlo.reshape %1459 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1461 = stablehlo.dynamic_update_slice %1458, %1460, %c_6, %c_7, %c_5 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1462 = stablehlo.slice %1221 [0:32, 80:81, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1463 = stablehlo.reshape %1462 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1464 = stablehlo.dynamic_update_slice %1461, %1463, %c_6, %c_7, %c_7 : (tensor<32x27x27xf32>, tensor<32x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<32x27x27xf32>
    %1465 = stablehlo.dot_general %1464, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x27x27xf32>, tensor<32x27xf32>) -> tensor<32x27xf32>
    %1466 = stablehlo.add %776, %1465 : tensor<32x27xf32>
    %1467 = stablehlo.reshape %arg2 : (tensor<32x27xf32>) -> tensor<864xf32>
    %1468 = stablehlo.reshape %1466 : (tensor<32x27xf32>) -> tensor<864xf32>
    %1469 = stablehlo.dot_general %1467, %1468, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<864xf32>, tensor<864xf32>) -> tensor<f32>
    %1470 = stablehlo.divide %arg3, %1469 : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %1470, dims = [] : (tensor<f32>) -> tensor<32x27xf32>
    %1472 = stablehlo.multiply %1471, %arg2 : tensor<32x27xf32>
    %1473 = stablehlo.add %arg0, %1472 : tensor<32x27xf32>
    %1474 = stablehlo.multiply %1471, %1466 : tensor<32x27xf32>
    %1475 = stablehlo.subtract %arg1, %1474 : tensor<32x27xf32>
    %1476 = stablehlo.reshape %1475 : (tensor<32x27xf32>) -> tensor<864xf32>
    %1477 = stablehlo.dot_general %1476, %1476, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<864xf32>, tensor<864xf32>) -> tensor<f32>
    %1478 = stablehlo.divide %1477, %arg3 : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %1478, dims = [] : (tensor<f32>) -> tensor<32x27xf32>
    %1480 = stablehlo.multiply %1479, %arg2 : tensor<32x27xf32>
    %1481 = stablehlo.add %1475, %1480 : tensor<32x27xf32>
    return %1473, %1475, %1481, %1477 : tensor<32x27xf32>, tensor<32x27xf32>, tensor<32x27xf32>, tensor<f32>
  }
}
