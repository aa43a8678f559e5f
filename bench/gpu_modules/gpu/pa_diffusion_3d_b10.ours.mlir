module @jit_pa_diffusion_3d_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x27xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<8192x6x27xf32>) -> (tensor<8192x27xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:8192, 0:9] : (tensor<8192x27xf32>) -> tensor<8192x9xf32>
    %1 = stablehlo.slice %arg0 [0:8192, 9:18] : (tensor<8192x27xf32>) -> tensor<8192x9xf32>
    %2 = stablehlo.slice %arg0 [0:8192, 18:27] : (tensor<8192x27xf32>) -> tensor<8192x9xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %4 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %5 = stablehlo.slice %3 [0:7:3] : (tensor<9xf32>) -> tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %7 = stablehlo.slice %0 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %8 = stablehlo.slice %0 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %9 = stablehlo.slice %0 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %10 = stablehlo.concatenate %7, %7, %7, %8, %8, %8, %9, %9, %9, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %11 = stablehlo.reshape %10 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<8192x3x3xf32>
    %13 = stablehlo.slice %3 [1:8:3] : (tensor<9xf32>) -> tensor<3xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %15 = stablehlo.slice %0 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %16 = stablehlo.slice %0 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %17 = stablehlo.slice %0 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %18 = stablehlo.concatenate %15, %15, %15, %16, %16, %16, %17, %17, %17, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %19 = stablehlo.reshape %18 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %20 = stablehlo.multiply %14, %19 : tensor<8192x3x3xf32>
    %21 = stablehlo.add %12, %20 : tensor<8192x3x3xf32>
    %22 = stablehlo.slice %3 [2:9:3] : (tensor<9xf32>) -> tensor<3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %24 = stablehlo.slice %0 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %25 = stablehlo.slice %0 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %26 = stablehlo.slice %0 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %27 = stablehlo.concatenate %24, %24, %24, %25, %25, %25, %26, %26, %26, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %28 = stablehlo.reshape %27 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<8192x3x3xf32>
    %30 = stablehlo.add %21, %29 : tensor<8192x3x3xf32>
    %31 = stablehlo.slice %4 [0:7:3] : (tensor<9xf32>) -> tensor<3xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %33 = stablehlo.multiply %32, %11 : tensor<8192x3x3xf32>
    %34 = stablehlo.slice %4 [1:8:3] : (tensor<9xf32>) -> tensor<3xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %36 = stablehlo.multiply %35, %19 : tensor<8192x3x3xf32>
    %37 = stablehlo.add %33, %36 : tensor<8192x3x3xf32>
    %38 = stablehlo.slice %4 [2:9:3] : (tensor<9xf32>) -> tensor<3xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %40 = stablehlo.multiply %39, %28 : tensor<8192x3x3xf32>
    %41 = stablehlo.add %37, %40 : tensor<8192x3x3xf32>
    %42 = stablehlo.slice %1 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %43 = stablehlo.slice %1 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %44 = stablehlo.slice %1 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %45 = stablehlo.concatenate %42, %42, %42, %43, %43, %43, %44, %44, %44, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %46 = stablehlo.reshape %45 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %47 = stablehlo.multiply %6, %46 : tensor<8192x3x3xf32>
    %48 = stablehlo.slice %1 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %49 = stablehlo.slice %1 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %50 = stablehlo.slice %1 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %51 = stablehlo.concatenate %48, %48, %48, %49, %49, %49, %50, %50, %50, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %52 = stablehlo.reshape %51 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %53 = stablehlo.multiply %14, %52 : tensor<8192x3x3xf32>
    %54 = stablehlo.add %47, %53 : tensor<8192x3x3xf32>
    %55 = stablehlo.slice %1 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %56 = stablehlo.slice %1 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %57 = stablehlo.slice %1 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %58 = stablehlo.concatenate %55, %55, %55, %56, %56, %56, %57, %57, %57, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %59 = stablehlo.reshape %58 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %60 = stablehlo.multiply %23, %59 : tensor<8192x3x3xf32>
    %61 = stablehlo.add %54, %60 : tensor<8192x3x3xf32>
    %62 = stablehlo.multiply %32, %46 : tensor<8192x3x3xf32>
    %63 = stablehlo.multiply %35, %52 : tensor<8192x3x3xf32>
    %64 = stablehlo.add %62, %63 : tensor<8192x3x3xf32>
    %65 = stablehlo.multiply %39, %59 : tensor<8192x3x3xf32>
    %66 = stablehlo.add %64, %65 : tensor<8192x3x3xf32>
    %67 = stablehlo.slice %2 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %68 = stablehlo.slice %2 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %69 = stablehlo.slice %2 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %70 = stablehlo.concatenate %67, %67, %67, %68, %68, %68, %69, %69, %69, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %71 = stablehlo.reshape %70 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %72 = stablehlo.multiply %6, %71 : tensor<8192x3x3xf32>
    %73 = stablehlo.slice %2 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %74 = stablehlo.slice %2 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %75 = stablehlo.slice %2 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %76 = stablehlo.concatenate %73, %73, %73, %74, %74, %74, %75, %75, %75, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %77 = stablehlo.reshape %76 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %78 = stablehlo.multiply %14, %77 : tensor<8192x3x3xf32>
    %79 = stablehlo.add %72, %78 : tensor<8192x3x3xf32>
    %80 = stablehlo.slice %2 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %81 = stablehlo.slice %2 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %82 = stablehlo.slice %2 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %83 = stablehlo.concatenate %80, %80, %80, %81, %81, %81, %82, %82, %82, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %84 = stablehlo.reshape %83 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %85 = stablehlo.multiply %23, %84 : tensor<8192x3x3xf32>
    %86 = stablehlo.add %79, %85 : tensor<8192x3x3xf32>
    %87 = stablehlo.multiply %32, %71 : tensor<8192x3x3xf32>
    %88 = stablehlo.multiply %35, %77 : tensor<8192x3x3xf32>
    %89 = stablehlo.add %87, %88 : tensor<8192x3x3xf32>
    %90 = stablehlo.multiply %39, %84 : tensor<8192x3x3xf32>
    %91 = stablehlo.add %89, %90 : tensor<8192x3x3xf32>
    %92 = stablehlo.slice %3 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %93 = stablehlo.reshape %92 : (tensor<1xf32>) -> tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %95 = stablehlo.slice %arg3 [0:8192, 0:1, 0:9] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %96 = stablehlo.reshape %95 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %97 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %98 = stablehlo.reshape %41 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %99 = stablehlo.slice %98 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %100 = stablehlo.concatenate %99, %99, %99, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %101 = stablehlo.reshape %100 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %102 = stablehlo.multiply %97, %101 : tensor<8192x3x3xf32>
    %103 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %104 = stablehlo.slice %98 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %105 = stablehlo.concatenate %104, %104, %104, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %106 = stablehlo.reshape %105 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %107 = stablehlo.multiply %103, %106 : tensor<8192x3x3xf32>
    %108 = stablehlo.add %102, %107 : tensor<8192x3x3xf32>
    %109 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %110 = stablehlo.slice %98 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %111 = stablehlo.concatenate %110, %110, %110, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %112 = stablehlo.reshape %111 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<8192x3x3xf32>
    %114 = stablehlo.add %108, %113 : tensor<8192x3x3xf32>
    %115 = stablehlo.multiply %94, %114 : tensor<8192x3x3xf32>
    %116 = stablehlo.slice %3 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %117 = stablehlo.reshape %116 : (tensor<1xf32>) -> tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %119 = stablehlo.reshape %66 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %120 = stablehlo.slice %119 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %121 = stablehlo.concatenate %120, %120, %120, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %122 = stablehlo.reshape %121 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %123 = stablehlo.multiply %97, %122 : tensor<8192x3x3xf32>
    %124 = stablehlo.slice %119 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %125 = stablehlo.concatenate %124, %124, %124, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %126 = stablehlo.reshape %125 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %127 = stablehlo.multiply %103, %126 : tensor<8192x3x3xf32>
    %128 = stablehlo.add %123, %127 : tensor<8192x3x3xf32>
    %129 = stablehlo.slice %119 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %130 = stablehlo.concatenate %129, %129, %129, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %131 = stablehlo.reshape %130 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %132 = stablehlo.multiply %109, %131 : tensor<8192x3x3xf32>
    %133 = stablehlo.add %128, %132 : tensor<8192x3x3xf32>
    %134 = stablehlo.multiply %118, %133 : tensor<8192x3x3xf32>
    %135 = stablehlo.add %115, %134 : tensor<8192x3x3xf32>
    %136 = stablehlo.slice %3 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %137 = stablehlo.reshape %136 : (tensor<1xf32>) -> tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %139 = stablehlo.reshape %91 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %140 = stablehlo.slice %139 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %141 = stablehlo.concatenate %140, %140, %140, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %142 = stablehlo.reshape %141 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %143 = stablehlo.multiply %97, %142 : tensor<8192x3x3xf32>
    %144 = stablehlo.slice %139 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %145 = stablehlo.concatenate %144, %144, %144, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %146 = stablehlo.reshape %145 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %147 = stablehlo.multiply %103, %146 : tensor<8192x3x3xf32>
    %148 = stablehlo.add %143, %147 : tensor<8192x3x3xf32>
    %149 = stablehlo.slice %139 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %150 = stablehlo.concatenate %149, %149, %149, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %151 = stablehlo.reshape %150 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %152 = stablehlo.multiply %109, %151 : tensor<8192x3x3xf32>
    %153 = stablehlo.add %148, %152 : tensor<8192x3x3xf32>
    %154 = stablehlo.multiply %138, %153 : tensor<8192x3x3xf32>
    %155 = stablehlo.add %135, %154 : tensor<8192x3x3xf32>
    %156 = stablehlo.multiply %96, %155 : tensor<8192x3x3xf32>
    %157 = stablehlo.slice %arg3 [0:8192, 1:2, 0:9] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %158 = stablehlo.reshape %157 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %159 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %160 = stablehlo.reshape %30 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %161 = stablehlo.slice %160 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %162 = stablehlo.concatenate %161, %161, %161, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %163 = stablehlo.reshape %162 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %164 = stablehlo.multiply %159, %163 : tensor<8192x3x3xf32>
    %165 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %166 = stablehlo.slice %160 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %167 = stablehlo.concatenate %166, %166, %166, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %168 = stablehlo.reshape %167 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %169 = stablehlo.multiply %165, %168 : tensor<8192x3x3xf32>
    %170 = stablehlo.add %164, %169 : tensor<8192x3x3xf32>
    %171 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %172 = stablehlo.slice %160 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %173 = stablehlo.concatenate %172, %172, %172, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %174 = stablehlo.reshape %173 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %175 = stablehlo.multiply %171, %174 : tensor<8192x3x3xf32>
    %176 = stablehlo.add %170, %175 : tensor<8192x3x3xf32>
    %177 = stablehlo.multiply %94, %176 : tensor<8192x3x3xf32>
    %178 = stablehlo.reshape %61 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %179 = stablehlo.slice %178 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %180 = stablehlo.concatenate %179, %179, %179, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %181 = stablehlo.reshape %180 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %182 = stablehlo.multiply %159, %181 : tensor<8192x3x3xf32>
    %183 = stablehlo.slice %178 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %184 = stablehlo.concatenate %183, %183, %183, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %185 = stablehlo.reshape %184 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %186 = stablehlo.multiply %165, %185 : tensor<8192x3x3xf32>
    %187 = stablehlo.add %182, %186 : tensor<8192x3x3xf32>
    %188 = stablehlo.slice %178 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %189 = stablehlo.concatenate %188, %188, %188, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %190 = stablehlo.reshape %189 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %191 = stablehlo.multiply %171, %190 : tensor<8192x3x3xf32>
    %192 = stablehlo.add %187, %191 : tensor<8192x3x3xf32>
    %193 = stablehlo.multiply %118, %192 : tensor<8192x3x3xf32>
    %194 = stablehlo.add %177, %193 : tensor<8192x3x3xf32>
    %195 = stablehlo.reshape %86 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %196 = stablehlo.slice %195 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %197 = stablehlo.concatenate %196, %196, %196, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %198 = stablehlo.reshape %197 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %199 = stablehlo.multiply %159, %198 : tensor<8192x3x3xf32>
    %200 = stablehlo.slice %195 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %201 = stablehlo.concatenate %200, %200, %200, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %202 = stablehlo.reshape %201 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %203 = stablehlo.multiply %165, %202 : tensor<8192x3x3xf32>
    %204 = stablehlo.add %199, %203 : tensor<8192x3x3xf32>
    %205 = stablehlo.slice %195 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %206 = stablehlo.concatenate %205, %205, %205, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %207 = stablehlo.reshape %206 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %208 = stablehlo.multiply %171, %207 : tensor<8192x3x3xf32>
    %209 = stablehlo.add %204, %208 : tensor<8192x3x3xf32>
    %210 = stablehlo.multiply %138, %209 : tensor<8192x3x3xf32>
    %211 = stablehlo.add %194, %210 : tensor<8192x3x3xf32>
    %212 = stablehlo.multiply %158, %211 : tensor<8192x3x3xf32>
    %213 = stablehlo.add %156, %212 : tensor<8192x3x3xf32>
    %214 = stablehlo.slice %arg3 [0:8192, 2:3, 0:9] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %215 = stablehlo.reshape %214 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %216 = stablehlo.slice %4 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %217 = stablehlo.reshape %216 : (tensor<1xf32>) -> tensor<f32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %219 = stablehlo.multiply %97, %163 : tensor<8192x3x3xf32>
    %220 = stablehlo.multiply %103, %168 : tensor<8192x3x3xf32>
    %221 = stablehlo.add %219, %220 : tensor<8192x3x3xf32>
    %222 = stablehlo.multiply %109, %174 : tensor<8192x3x3xf32>
    %223 = stablehlo.add %221, %222 : tensor<8192x3x3xf32>
    %224 = stablehlo.multiply %218, %223 : tensor<8192x3x3xf32>
    %225 = stablehlo.slice %4 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %226 = stablehlo.reshape %225 : (tensor<1xf32>) -> tensor<f32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %228 = stablehlo.multiply %97, %181 : tensor<8192x3x3xf32>
    %229 = stablehlo.multiply %103, %185 : tensor<8192x3x3xf32>
    %230 = stablehlo.add %228, %229 : tensor<8192x3x3xf32>
    %231 = stablehlo.multiply %109, %190 : tensor<8192x3x3xf32>
    %232 = stablehlo.add %230, %231 : tensor<8192x3x3xf32>
    %233 = stablehlo.multiply %227, %232 : tensor<8192x3x3xf32>
    %234 = stablehlo.add %224, %233 : tensor<8192x3x3xf32>
    %235 = stablehlo.slice %4 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %236 = stablehlo.reshape %235 : (tensor<1xf32>) -> tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %238 = stablehlo.multiply %97, %198 : tensor<8192x3x3xf32>
    %239 = stablehlo.multiply %103, %202 : tensor<8192x3x3xf32>
    %240 = stablehlo.add %238, %239 : tensor<8192x3x3xf32>
    %241 = stablehlo.multiply %109, %207 : tensor<8192x3x3xf32>
    %242 = stablehlo.add %240, %241 : tensor<8192x3x3xf32>
    %243 = stablehlo.multiply %237, %242 : tensor<8192x3x3xf32>
    %244 = stablehlo.add %234, %243 : tensor<8192x3x3xf32>
    %245 = stablehlo.multiply %215, %244 : tensor<8192x3x3xf32>
    %246 = stablehlo.add %213, %245 : tensor<8192x3x3xf32>
    %247 = stablehlo.multiply %94, %246 : tensor<8192x3x3xf32>
    %248 = stablehlo.slice %3 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %249 = stablehlo.reshape %248 : (tensor<1xf32>) -> tensor<f32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %251 = stablehlo.slice %arg3 [0:8192, 0:1, 9:18] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %252 = stablehlo.reshape %251 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %253 = stablehlo.multiply %250, %114 : tensor<8192x3x3xf32>
    %254 = stablehlo.slice %3 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %255 = stablehlo.reshape %254 : (tensor<1xf32>) -> tensor<f32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %257 = stablehlo.multiply %256, %133 : tensor<8192x3x3xf32>
    %258 = stablehlo.add %253, %257 : tensor<8192x3x3xf32>
    %259 = stablehlo.slice %3 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %260 = stablehlo.reshape %259 : (tensor<1xf32>) -> tensor<f32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %262 = stablehlo.multiply %261, %153 : tensor<8192x3x3xf32>
    %263 = stablehlo.add %258, %262 : tensor<8192x3x3xf32>
    %264 = stablehlo.multiply %252, %263 : tensor<8192x3x3xf32>
    %265 = stablehlo.slice %arg3 [0:8192, 1:2, 9:18] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %266 = stablehlo.reshape %265 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %267 = stablehlo.multiply %250, %176 : tensor<8192x3x3xf32>
    %268 = stablehlo.multiply %256, %192 : tensor<8192x3x3xf32>
    %269 = stablehlo.add %267, %268 : tensor<8192x3x3xf32>
    %270 = stablehlo.multiply %261, %209 : tensor<8192x3x3xf32>
    %271 = stablehlo.add %269, %270 : tensor<8192x3x3xf32>
    %272 = stablehlo.multiply %266, %271 : tensor<8192x3x3xf32>
    %273 = stablehlo.add %264, %272 : tensor<8192x3x3xf32>
    %274 = stablehlo.slice %arg3 [0:8192, 2:3, 9:18] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %275 = stablehlo.reshape %274 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %276 = stablehlo.slice %4 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %277 = stablehlo.reshape %276 : (tensor<1xf32>) -> tensor<f32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %279 = stablehlo.multiply %278, %223 : tensor<8192x3x3xf32>
    %280 = stablehlo.slice %4 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %281 = stablehlo.reshape %280 : (tensor<1xf32>) -> tensor<f32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %283 = stablehlo.multiply %282, %232 : tensor<8192x3x3xf32>
    %284 = stablehlo.add %279, %283 : tensor<8192x3x3xf32>
    %285 = stablehlo.slice %4 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %286 = stablehlo.reshape %285 : (tensor<1xf32>) -> tensor<f32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %288 = stablehlo.multiply %287, %242 : tensor<8192x3x3xf32>
    %289 = stablehlo.add %284, %288 : tensor<8192x3x3xf32>
    %290 = stablehlo.multiply %275, %289 : tensor<8192x3x3xf32>
    %291 = stablehlo.add %273, %290 : tensor<8192x3x3xf32>
    %292 = stablehlo.multiply %250, %291 : tensor<8192x3x3xf32>
    %293 = stablehlo.add %247, %292 : tensor<8192x3x3xf32>
    %294 = stablehlo.slice %3 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %295 = stablehlo.reshape %294 : (tensor<1xf32>) -> tensor<f32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %297 = stablehlo.slice %arg3 [0:8192, 0:1, 18:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %298 = stablehlo.reshape %297 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %299 = stablehlo.multiply %296, %114 : tensor<8192x3x3xf32>
    %300 = stablehlo.slice %3 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %301 = stablehlo.reshape %300 : (tensor<1xf32>) -> tensor<f32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %303 = stablehlo.multiply %302, %133 : tensor<8192x3x3xf32>
    %304 = stablehlo.add %299, %303 : tensor<8192x3x3xf32>
    %305 = stablehlo.slice %3 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %306 = stablehlo.reshape %305 : (tensor<1xf32>) -> tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %308 = stablehlo.multiply %307, %153 : tensor<8192x3x3xf32>
    %309 = stablehlo.add %304, %308 : tensor<8192x3x3xf32>
    %310 = stablehlo.multiply %298, %309 : tensor<8192x3x3xf32>
    %311 = stablehlo.slice %arg3 [0:8192, 1:2, 18:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %312 = stablehlo.reshape %311 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %313 = stablehlo.multiply %296, %176 : tensor<8192x3x3xf32>
    %314 = stablehlo.multiply %302, %192 : tensor<8192x3x3xf32>
    %315 = stablehlo.add %313, %314 : tensor<8192x3x3xf32>
    %316 = stablehlo.multiply %307, %209 : tensor<8192x3x3xf32>
    %317 = stablehlo.add %315, %316 : tensor<8192x3x3xf32>
    %318 = stablehlo.multiply %312, %317 : tensor<8192x3x3xf32>
    %319 = stablehlo.add %310, %318 : tensor<8192x3x3xf32>
    %320 = stablehlo.slice %arg3 [0:8192, 2:3, 18:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %321 = stablehlo.reshape %320 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %322 = stablehlo.slice %4 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %323 = stablehlo.reshape %322 : (tensor<1xf32>) -> tensor<f32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %325 = stablehlo.multiply %324, %223 : tensor<8192x3x3xf32>
    %326 = stablehlo.slice %4 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %327 = stablehlo.reshape %326 : (tensor<1xf32>) -> tensor<f32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %329 = stablehlo.multiply %328, %232 : tensor<8192x3x3xf32>
    %330 = stablehlo.add %325, %329 : tensor<8192x3x3xf32>
    %331 = stablehlo.slice %4 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %332 = stablehlo.reshape %331 : (tensor<1xf32>) -> tensor<f32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %334 = stablehlo.multiply %333, %242 : tensor<8192x3x3xf32>
    %335 = stablehlo.add %330, %334 : tensor<8192x3x3xf32>
    %336 = stablehlo.multiply %321, %335 : tensor<8192x3x3xf32>
    %337 = stablehlo.add %319, %336 : tensor<8192x3x3xf32>
    %338 = stablehlo.multiply %296, %337 : tensor<8192x3x3xf32>
    %339 = stablehlo.add %293, %338 : tensor<8192x3x3xf32>
    %340 = stablehlo.multiply %158, %155 : tensor<8192x3x3xf32>
    %341 = stablehlo.slice %arg3 [0:8192, 3:4, 0:9] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %342 = stablehlo.reshape %341 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %343 = stablehlo.multiply %342, %211 : tensor<8192x3x3xf32>
    %344 = stablehlo.add %340, %343 : tensor<8192x3x3xf32>
    %345 = stablehlo.slice %arg3 [0:8192, 4:5, 0:9] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %346 = stablehlo.reshape %345 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %347 = stablehlo.multiply %346, %244 : tensor<8192x3x3xf32>
    %348 = stablehlo.add %344, %347 : tensor<8192x3x3xf32>
    %349 = stablehlo.multiply %94, %348 : tensor<8192x3x3xf32>
    %350 = stablehlo.multiply %266, %263 : tensor<8192x3x3xf32>
    %351 = stablehlo.slice %arg3 [0:8192, 3:4, 9:18] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %352 = stablehlo.reshape %351 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %353 = stablehlo.multiply %352, %271 : tensor<8192x3x3xf32>
    %354 = stablehlo.add %350, %353 : tensor<8192x3x3xf32>
    %355 = stablehlo.slice %arg3 [0:8192, 4:5, 9:18] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %356 = stablehlo.reshape %355 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %357 = stablehlo.multiply %356, %289 : tensor<8192x3x3xf32>
    %358 = stablehlo.add %354, %357 : tensor<8192x3x3xf32>
    %359 = stablehlo.multiply %250, %358 : tensor<8192x3x3xf32>
    %360 = stablehlo.add %349, %359 : tensor<8192x3x3xf32>
    %361 = stablehlo.multiply %312, %309 : tensor<8192x3x3xf32>
    %362 = stablehlo.slice %arg3 [0:8192, 3:4, 18:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %363 = stablehlo.reshape %362 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %364 = stablehlo.multiply %363, %317 : tensor<8192x3x3xf32>
    %365 = stablehlo.add %361, %364 : tensor<8192x3x3xf32>
    %366 = stablehlo.slice %arg3 [0:8192, 4:5, 18:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %367 = stablehlo.reshape %366 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %368 = stablehlo.multiply %367, %335 : tensor<8192x3x3xf32>
    %369 = stablehlo.add %365, %368 : tensor<8192x3x3xf32>
    %370 = stablehlo.multiply %296, %369 : tensor<8192x3x3xf32>
    %371 = stablehlo.add %360, %370 : tensor<8192x3x3xf32>
    %372 = stablehlo.multiply %215, %155 : tensor<8192x3x3xf32>
    %373 = stablehlo.multiply %346, %211 : tensor<8192x3x3xf32>
    %374 = stablehlo.add %372, %373 : tensor<8192x3x3xf32>
    %375 = stablehlo.slice %arg3 [0:8192, 5:6, 0:9] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %376 = stablehlo.reshape %375 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %377 = stablehlo.multiply %376, %244 : tensor<8192x3x3xf32>
    %378 = stablehlo.add %374, %377 : tensor<8192x3x3xf32>
    %379 = stablehlo.multiply %218, %378 : tensor<8192x3x3xf32>
    %380 = stablehlo.multiply %275, %263 : tensor<8192x3x3xf32>
    %381 = stablehlo.multiply %356, %271 : tensor<8192x3x3xf32>
    %382 = stablehlo.add %380, %381 : tensor<8192x3x3xf32>
    %383 = stablehlo.slice %arg3 [0:8192, 5:6, 9:18] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %384 = stablehlo.reshape %383 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %385 = stablehlo.multiply %384, %289 : tensor<8192x3x3xf32>
    %386 = stablehlo.add %382, %385 : tensor<8192x3x3xf32>
    %387 = stablehlo.multiply %278, %386 : tensor<8192x3x3xf32>
    %388 = stablehlo.add %379, %387 : tensor<8192x3x3xf32>
    %389 = stablehlo.multiply %321, %309 : tensor<8192x3x3xf32>
    %390 = stablehlo.multiply %367, %317 : tensor<8192x3x3xf32>
    %391 = stablehlo.add %389, %390 : tensor<8192x3x3xf32>
    %392 = stablehlo.slice %arg3 [0:8192, 5:6, 18:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x9xf32>
    %393 = stablehlo.reshape %392 : (tensor<8192x1x9xf32>) -> tensor<8192x3x3xf32>
    %394 = stablehlo.multiply %393, %335 : tensor<8192x3x3xf32>
    %395 = stablehlo.add %391, %394 : tensor<8192x3x3xf32>
    %396 = stablehlo.multiply %324, %395 : tensor<8192x3x3xf32>
    %397 = stablehlo.add %388, %396 : tensor<8192x3x3xf32>
    %398 = stablehlo.multiply %118, %246 : tensor<8192x3x3xf32>
    %399 = stablehlo.multiply %256, %291 : tensor<8192x3x3xf32>
    %400 = stablehlo.add %398, %399 : tensor<8192x3x3xf32>
    %401 = stablehlo.multiply %302, %337 : tensor<8192x3x3xf32>
    %402 = stablehlo.add %400, %401 : tensor<8192x3x3xf32>
    %403 = stablehlo.multiply %118, %348 : tensor<8192x3x3xf32>
    %404 = stablehlo.multiply %256, %358 : tensor<8192x3x3xf32>
    %405 = stablehlo.add %403, %404 : tensor<8192x3x3xf32>
    %406 = stablehlo.multiply %302, %369 : tensor<8192x3x3xf32>
    %407 = stablehlo.add %405, %406 : tensor<8192x3x3xf32>
    %408 = stablehlo.multiply %227, %378 : tensor<8192x3x3xf32>
    %409 = stablehlo.multiply %282, %386 : tensor<8192x3x3xf32>
    %410 = stablehlo.add %408, %409 : tensor<8192x3x3xf32>
    %411 = stablehlo.multiply %328, %395 : tensor<8192x3x3xf32>
    %412 = stablehlo.add %410, %411 : tensor<8192x3x3xf32>
    %413 = stablehlo.multiply %138, %246 : tensor<8192x3x3xf32>
    %414 = stablehlo.multiply %261, %291 : tensor<8192x3x3xf32>
    %415 = stablehlo.add %413, %414 : tensor<8192x3x3xf32>
    %416 = stablehlo.multiply %307, %337 : tensor<8192x3x3xf32>
    %417 = stablehlo.add %415, %416 : tensor<8192x3x3xf32>
    %418 = stablehlo.multiply %138, %348 : tensor<8192x3x3xf32>
    %419 = stablehlo.multiply %261, %358 : tensor<8192x3x3xf32>
    %420 = stablehlo.add %418, %419 : tensor<8192x3x3xf32>
    %421 = stablehlo.multiply %307, %369 : tensor<8192x3x3xf32>
    %422 = stablehlo.add %420, %421 : tensor<8192x3x3xf32>
    %423 = stablehlo.multiply %237, %378 : tensor<8192x3x3xf32>
    %424 = stablehlo.multiply %287, %386 : tensor<8192x3x3xf32>
    %425 = stablehlo.add %423, %424 : tensor<8192x3x3xf32>
    %426 = stablehlo.multiply %333, %395 : tensor<8192x3x3xf32>
    %427 = stablehlo.add %425, %426 : tensor<8192x3x3xf32>
    %428 = stablehlo.slice %3 [0:3] : (tensor<9xf32>) -> tensor<3xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %430 = stablehlo.reshape %339 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %431 = stablehlo.slice %430 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %432 = stablehlo.concatenate %431, %431, %431, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %433 = stablehlo.reshape %432 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %434 = stablehlo.multiply %429, %433 : tensor<8192x3x3xf32>
    %435 = stablehlo.slice %3 [3:6] : (tensor<9xf32>) -> tensor<3xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %437 = stablehlo.slice %430 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %438 = stablehlo.concatenate %437, %437, %437, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %439 = stablehlo.reshape %438 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %440 = stablehlo.multiply %436, %439 : tensor<8192x3x3xf32>
    %441 = stablehlo.add %434, %440 : tensor<8192x3x3xf32>
    %442 = stablehlo.slice %3 [6:9] : (tensor<9xf32>) -> tensor<3xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %444 = stablehlo.slice %430 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %445 = stablehlo.concatenate %444, %444, %444, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %446 = stablehlo.reshape %445 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %447 = stablehlo.multiply %443, %446 : tensor<8192x3x3xf32>
    %448 = stablehlo.add %441, %447 : tensor<8192x3x3xf32>
    %449 = stablehlo.slice %4 [0:3] : (tensor<9xf32>) -> tensor<3xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %451 = stablehlo.reshape %371 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %452 = stablehlo.slice %451 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %453 = stablehlo.concatenate %452, %452, %452, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %454 = stablehlo.reshape %453 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %455 = stablehlo.multiply %450, %454 : tensor<8192x3x3xf32>
    %456 = stablehlo.slice %4 [3:6] : (tensor<9xf32>) -> tensor<3xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %458 = stablehlo.slice %451 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %459 = stablehlo.concatenate %458, %458, %458, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %460 = stablehlo.reshape %459 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %461 = stablehlo.multiply %457, %460 : tensor<8192x3x3xf32>
    %462 = stablehlo.add %455, %461 : tensor<8192x3x3xf32>
    %463 = stablehlo.slice %4 [6:9] : (tensor<9xf32>) -> tensor<3xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [1] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %465 = stablehlo.slice %451 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %466 = stablehlo.concatenate %465, %465, %465, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %467 = stablehlo.reshape %466 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %468 = stablehlo.multiply %464, %467 : tensor<8192x3x3xf32>
    %469 = stablehlo.add %462, %468 : tensor<8192x3x3xf32>
    %470 = stablehlo.reshape %397 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %471 = stablehlo.slice %470 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %472 = stablehlo.concatenate %471, %471, %471, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %473 = stablehlo.reshape %472 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %474 = stablehlo.multiply %429, %473 : tensor<8192x3x3xf32>
    %475 = stablehlo.slice %470 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %476 = stablehlo.concatenate %475, %475, %475, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %477 = stablehlo.reshape %476 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %478 = stablehlo.multiply %436, %477 : tensor<8192x3x3xf32>
    %479 = stablehlo.add %474, %478 : tensor<8192x3x3xf32>
    %480 = stablehlo.slice %470 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %481 = stablehlo.concatenate %480, %480, %480, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %482 = stablehlo.reshape %481 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %483 = stablehlo.multiply %443, %482 : tensor<8192x3x3xf32>
    %484 = stablehlo.add %479, %483 : tensor<8192x3x3xf32>
    %485 = stablehlo.reshape %402 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %486 = stablehlo.slice %485 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %487 = stablehlo.concatenate %486, %486, %486, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %488 = stablehlo.reshape %487 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %489 = stablehlo.multiply %429, %488 : tensor<8192x3x3xf32>
    %490 = stablehlo.slice %485 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %491 = stablehlo.concatenate %490, %490, %490, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %492 = stablehlo.reshape %491 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %493 = stablehlo.multiply %436, %492 : tensor<8192x3x3xf32>
    %494 = stablehlo.add %489, %493 : tensor<8192x3x3xf32>
    %495 = stablehlo.slice %485 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %496 = stablehlo.concatenate %495, %495, %495, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %497 = stablehlo.reshape %496 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %498 = stablehlo.multiply %443, %497 : tensor<8192x3x3xf32>
    %499 = stablehlo.add %494, %498 : tensor<8192x3x3xf32>
    %500 = stablehlo.reshape %407 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %501 = stablehlo.slice %500 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %502 = stablehlo.concatenate %501, %501, %501, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %503 = stablehlo.reshape %502 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %504 = stablehlo.multiply %450, %503 : tensor<8192x3x3xf32>
    %505 = stablehlo.slice %500 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %506 = stablehlo.concatenate %505, %505, %505, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %507 = stablehlo.reshape %506 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %508 = stablehlo.multiply %457, %507 : tensor<8192x3x3xf32>
    %509 = stablehlo.add %504, %508 : tensor<8192x3x3xf32>
    %510 = stablehlo.slice %500 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %511 = stablehlo.concatenate %510, %510, %510, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %512 = stablehlo.reshape %511 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %513 = stablehlo.multiply %464, %512 : tensor<8192x3x3xf32>
    %514 = stablehlo.add %509, %513 : tensor<8192x3x3xf32>
    %515 = stablehlo.reshape %412 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %516 = stablehlo.slice %515 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %517 = stablehlo.concatenate %516, %516, %516, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %518 = stablehlo.reshape %517 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %519 = stablehlo.multiply %429, %518 : tensor<8192x3x3xf32>
    %520 = stablehlo.slice %515 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %521 = stablehlo.concatenate %520, %520, %520, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %522 = stablehlo.reshape %521 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %523 = stablehlo.multiply %436, %522 : tensor<8192x3x3xf32>
    %524 = stablehlo.add %519, %523 : tensor<8192x3x3xf32>
    %525 = stablehlo.slice %515 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %526 = stablehlo.concatenate %525, %525, %525, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %527 = stablehlo.reshape %526 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %528 = stablehlo.multiply %443, %527 : tensor<8192x3x3xf32>
    %529 = stablehlo.add %524, %528 : tensor<8192x3x3xf32>
    %530 = stablehlo.reshape %417 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %531 = stablehlo.slice %530 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %532 = stablehlo.concatenate %531, %531, %531, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %533 = stablehlo.reshape %532 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %534 = stablehlo.multiply %429, %533 : tensor<8192x3x3xf32>
    %535 = stablehlo.slice %530 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %536 = stablehlo.concatenate %535, %535, %535, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %537 = stablehlo.reshape %536 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %538 = stablehlo.multiply %436, %537 : tensor<8192x3x3xf32>
    %539 = stablehlo.add %534, %538 : tensor<8192x3x3xf32>
    %540 = stablehlo.slice %530 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %541 = stablehlo.concatenate %540, %540, %540, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %542 = stablehlo.reshape %541 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %543 = stablehlo.multiply %443, %542 : tensor<8192x3x3xf32>
    %544 = stablehlo.add %539, %543 : tensor<8192x3x3xf32>
    %545 = stablehlo.reshape %422 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %546 = stablehlo.slice %545 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %547 = stablehlo.concatenate %546, %546, %546, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %548 = stablehlo.reshape %547 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %549 = stablehlo.multiply %450, %548 : tensor<8192x3x3xf32>
    %550 = stablehlo.slice %545 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %551 = stablehlo.concatenate %550, %550, %550, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %552 = stablehlo.reshape %551 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %553 = stablehlo.multiply %457, %552 : tensor<8192x3x3xf32>
    %554 = stablehlo.add %549, %553 : tensor<8192x3x3xf32>
    %555 = stablehlo.slice %545 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %556 = stablehlo.concatenate %555, %555, %555, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %557 = stablehlo.reshape %556 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %558 = stablehlo.multiply %464, %557 : tensor<8192x3x3xf32>
    %559 = stablehlo.add %554, %558 : tensor<8192x3x3xf32>
    %560 = stablehlo.reshape %427 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %561 = stablehlo.slice %560 [0:8192, 0:3] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %562 = stablehlo.concatenate %561, %561, %561, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %563 = stablehlo.reshape %562 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %564 = stablehlo.multiply %429, %563 : tensor<8192x3x3xf32>
    %565 = stablehlo.slice %560 [0:8192, 3:6] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %566 = stablehlo.concatenate %565, %565, %565, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %567 = stablehlo.reshape %566 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %568 = stablehlo.multiply %436, %567 : tensor<8192x3x3xf32>
    %569 = stablehlo.add %564, %568 : tensor<8192x3x3xf32>
    %570 = stablehlo.slice %560 [0:8192, 6:9] : (tensor<8192x9xf32>) -> tensor<8192x3xf32>
    %571 = stablehlo.concatenate %570, %570, %570, dim = 1 : (tensor<8192x3xf32>, tensor<8192x3xf32>, tensor<8192x3xf32>) -> tensor<8192x9xf32>
    %572 = stablehlo.reshape %571 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %573 = stablehlo.multiply %443, %572 : tensor<8192x3x3xf32>
    %574 = stablehlo.add %569, %573 : tensor<8192x3x3xf32>
    %575 = stablehlo.broadcast_in_dim %449, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %576 = stablehlo.reshape %448 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %577 = stablehlo.slice %576 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %578 = stablehlo.slice %576 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %579 = stablehlo.slice %576 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %580 = stablehlo.concatenate %577, %577, %577, %578, %578, %578, %579, %579, %579, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %581 = stablehlo.reshape %580 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %582 = stablehlo.multiply %575, %581 : tensor<8192x3x3xf32>
    %583 = stablehlo.broadcast_in_dim %428, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %584 = stablehlo.reshape %469 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %585 = stablehlo.slice %584 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %586 = stablehlo.slice %584 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %587 = stablehlo.slice %584 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %588 = stablehlo.concatenate %585, %585, %585, %586, %586, %586, %587, %587, %587, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %589 = stablehlo.reshape %588 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %590 = stablehlo.reshape %484 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %591 = stablehlo.slice %590 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %592 = stablehlo.slice %590 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %593 = stablehlo.slice %590 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %594 = stablehlo.concatenate %591, %591, %591, %592, %592, %592, %593, %593, %593, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %595 = stablehlo.reshape %594 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %596 = stablehlo.add %589, %595 : tensor<8192x3x3xf32>
    %597 = stablehlo.multiply %583, %596 : tensor<8192x3x3xf32>
    %598 = stablehlo.add %582, %597 : tensor<8192x3x3xf32>
    %599 = stablehlo.broadcast_in_dim %456, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %600 = stablehlo.slice %576 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %601 = stablehlo.slice %576 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %602 = stablehlo.slice %576 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %603 = stablehlo.concatenate %600, %600, %600, %601, %601, %601, %602, %602, %602, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %604 = stablehlo.reshape %603 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %605 = stablehlo.multiply %599, %604 : tensor<8192x3x3xf32>
    %606 = stablehlo.broadcast_in_dim %435, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %607 = stablehlo.slice %584 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %608 = stablehlo.slice %584 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %609 = stablehlo.slice %584 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %610 = stablehlo.concatenate %607, %607, %607, %608, %608, %608, %609, %609, %609, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %611 = stablehlo.reshape %610 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %612 = stablehlo.slice %590 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %613 = stablehlo.slice %590 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %614 = stablehlo.slice %590 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %615 = stablehlo.concatenate %612, %612, %612, %613, %613, %613, %614, %614, %614, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %616 = stablehlo.reshape %615 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %617 = stablehlo.add %611, %616 : tensor<8192x3x3xf32>
    %618 = stablehlo.multiply %606, %617 : tensor<8192x3x3xf32>
    %619 = stablehlo.add %605, %618 : tensor<8192x3x3xf32>
    %620 = stablehlo.add %598, %619 : tensor<8192x3x3xf32>
    %621 = stablehlo.broadcast_in_dim %463, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %622 = stablehlo.slice %576 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %623 = stablehlo.slice %576 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %624 = stablehlo.slice %576 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %625 = stablehlo.concatenate %622, %622, %622, %623, %623, %623, %624, %624, %624, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %626 = stablehlo.reshape %625 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %627 = stablehlo.multiply %621, %626 : tensor<8192x3x3xf32>
    %628 = stablehlo.broadcast_in_dim %442, dims = [2] : (tensor<3xf32>) -> tensor<8192x3x3xf32>
    %629 = stablehlo.slice %584 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %630 = stablehlo.slice %584 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %631 = stablehlo.slice %584 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %632 = stablehlo.concatenate %629, %629, %629, %630, %630, %630, %631, %631, %631, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %633 = stablehlo.reshape %632 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %634 = stablehlo.slice %590 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %635 = stablehlo.slice %590 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %636 = stablehlo.slice %590 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %637 = stablehlo.concatenate %634, %634, %634, %635, %635, %635, %636, %636, %636, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %638 = stablehlo.reshape %637 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %639 = stablehlo.add %633, %638 : tensor<8192x3x3xf32>
    %640 = stablehlo.multiply %628, %639 : tensor<8192x3x3xf32>
    %641 = stablehlo.add %627, %640 : tensor<8192x3x3xf32>
    %642 = stablehlo.add %620, %641 : tensor<8192x3x3xf32>
    %643 = stablehlo.reshape %642 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %644 = stablehlo.reshape %499 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %645 = stablehlo.slice %644 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %646 = stablehlo.slice %644 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %647 = stablehlo.slice %644 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %648 = stablehlo.concatenate %645, %645, %645, %646, %646, %646, %647, %647, %647, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %649 = stablehlo.reshape %648 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %650 = stablehlo.multiply %575, %649 : tensor<8192x3x3xf32>
    %651 = stablehlo.reshape %514 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %652 = stablehlo.slice %651 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %653 = stablehlo.slice %651 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %654 = stablehlo.slice %651 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %655 = stablehlo.concatenate %652, %652, %652, %653, %653, %653, %654, %654, %654, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %656 = stablehlo.reshape %655 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %657 = stablehlo.reshape %529 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %658 = stablehlo.slice %657 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %659 = stablehlo.slice %657 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %660 = stablehlo.slice %657 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %661 = stablehlo.concatenate %658, %658, %658, %659, %659, %659, %660, %660, %660, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %662 = stablehlo.reshape %661 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %663 = stablehlo.add %656, %662 : tensor<8192x3x3xf32>
    %664 = stablehlo.multiply %583, %663 : tensor<8192x3x3xf32>
    %665 = stablehlo.add %650, %664 : tensor<8192x3x3xf32>
    %666 = stablehlo.slice %644 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %667 = stablehlo.slice %644 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %668 = stablehlo.slice %644 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %669 = stablehlo.concatenate %666, %666, %666, %667, %667, %667, %668, %668, %668, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %670 = stablehlo.reshape %669 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %671 = stablehlo.multiply %599, %670 : tensor<8192x3x3xf32>
    %672 = stablehlo.slice %651 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %673 = stablehlo.slice %651 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %674 = stablehlo.slice %651 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %675 = stablehlo.concatenate %672, %672, %672, %673, %673, %673, %674, %674, %674, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %676 = stablehlo.reshape %675 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %677 = stablehlo.slice %657 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %678 = stablehlo.slice %657 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %679 = stablehlo.slice %657 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %680 = stablehlo.concatenate %677, %677, %677, %678, %678, %678, %679, %679, %679, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %681 = stablehlo.reshape %680 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %682 = stablehlo.add %676, %681 : tensor<8192x3x3xf32>
    %683 = stablehlo.multiply %606, %682 : tensor<8192x3x3xf32>
    %684 = stablehlo.add %671, %683 : tensor<8192x3x3xf32>
    %685 = stablehlo.add %665, %684 : tensor<8192x3x3xf32>
    %686 = stablehlo.slice %644 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %687 = stablehlo.slice %644 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %688 = stablehlo.slice %644 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %689 = stablehlo.concatenate %686, %686, %686, %687, %687, %687, %688, %688, %688, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %690 = stablehlo.reshape %689 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %691 = stablehlo.multiply %621, %690 : tensor<8192x3x3xf32>
    %692 = stablehlo.slice %651 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %693 = stablehlo.slice %651 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %694 = stablehlo.slice %651 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %695 = stablehlo.concatenate %692, %692, %692, %693, %693, %693, %694, %694, %694, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %696 = stablehlo.reshape %695 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %697 = stablehlo.slice %657 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %698 = stablehlo.slice %657 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %699 = stablehlo.slice %657 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %700 = stablehlo.concatenate %697, %697, %697, %698, %698, %698, %699, %699, %699, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %701 = stablehlo.reshape %700 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %702 = stablehlo.add %696, %701 : tensor<8192x3x3xf32>
    %703 = stablehlo.multiply %628, %702 : tensor<8192x3x3xf32>
    %704 = stablehlo.add %691, %703 : tensor<8192x3x3xf32>
    %705 = stablehlo.add %685, %704 : tensor<8192x3x3xf32>
    %706 = stablehlo.reshape %705 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %707 = stablehlo.reshape %544 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %708 = stablehlo.slice %707 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %709 = stablehlo.slice %707 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %710 = stablehlo.slice %707 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %711 = stablehlo.concatenate %708, %708, %708, %709, %709, %709, %710, %710, %710, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %712 = stablehlo.reshape %711 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %713 = stablehlo.multiply %575, %712 : tensor<8192x3x3xf32>
    %714 = stablehlo.reshape %559 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %715 = stablehlo.slice %714 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %716 = stablehlo.slice %714 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %717 = stablehlo.slice %714 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %718 = stablehlo.concatenate %715, %715, %715, %716, %716, %716, %717, %717, %717, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %719 = stablehlo.reshape %718 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %720 = stablehlo.reshape %574 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %721 = stablehlo.slice %720 [0:8192, 0:1] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %722 = stablehlo.slice %720 [0:8192, 3:4] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %723 = stablehlo.slice %720 [0:8192, 6:7] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %724 = stablehlo.concatenate %721, %721, %721, %722, %722, %722, %723, %723, %723, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %725 = stablehlo.reshape %724 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %726 = stablehlo.add %719, %725 : tensor<8192x3x3xf32>
    %727 = stablehlo.multiply %583, %726 : tensor<8192x3x3xf32>
    %728 = stablehlo.add %713, %727 : tensor<8192x3x3xf32>
    %729 = stablehlo.slice %707 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %730 = stablehlo.slice %707 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %731 = stablehlo.slice %707 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %732 = stablehlo.concatenate %729, %729, %729, %730, %730, %730, %731, %731, %731, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %733 = stablehlo.reshape %732 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %734 = stablehlo.multiply %599, %733 : tensor<8192x3x3xf32>
    %735 = stablehlo.slice %714 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %736 = stablehlo.slice %714 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %737 = stablehlo.slice %714 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %738 = stablehlo.concatenate %735, %735, %735, %736, %736, %736, %737, %737, %737, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %739 = stablehlo.reshape %738 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %740 = stablehlo.slice %720 [0:8192, 1:2] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %741 = stablehlo.slice %720 [0:8192, 4:5] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %742 = stablehlo.slice %720 [0:8192, 7:8] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %743 = stablehlo.concatenate %740, %740, %740, %741, %741, %741, %742, %742, %742, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %744 = stablehlo.reshape %743 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %745 = stablehlo.add %739, %744 : tensor<8192x3x3xf32>
    %746 = stablehlo.multiply %606, %745 : tensor<8192x3x3xf32>
    %747 = stablehlo.add %734, %746 : tensor<8192x3x3xf32>
    %748 = stablehlo.add %728, %747 : tensor<8192x3x3xf32>
    %749 = stablehlo.slice %707 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %750 = stablehlo.slice %707 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %751 = stablehlo.slice %707 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %752 = stablehlo.concatenate %749, %749, %749, %750, %750, %750, %751, %751, %751, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %753 = stablehlo.reshape %752 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %754 = stablehlo.multiply %621, %753 : tensor<8192x3x3xf32>
    %755 = stablehlo.slice %714 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %756 = stablehlo.slice %714 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %757 = stablehlo.slice %714 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %758 = stablehlo.concatenate %755, %755, %755, %756, %756, %756, %757, %757, %757, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %759 = stablehlo.reshape %758 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %760 = stablehlo.slice %720 [0:8192, 2:3] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %761 = stablehlo.slice %720 [0:8192, 5:6] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %762 = stablehlo.slice %720 [0:8192, 8:9] : (tensor<8192x9xf32>) -> tensor<8192x1xf32>
    %763 = stablehlo.concatenate %760, %760, %760, %761, %761, %761, %762, %762, %762, dim = 1 : (tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>, tensor<8192x1xf32>) -> tensor<8192x9xf32>
    %764 = stablehlo.reshape %763 : (tensor<8192x9xf32>) -> tensor<8192x3x3xf32>
    %765 = stablehlo.add %759, %764 : tensor<8192x3x3xf32>
    %766 = stablehlo.multiply %628, %765 : tensor<8192x3x3xf32>
    %767 = stablehlo.add %754, %766 : tensor<8192x3x3xf32>
    %768 = stablehlo.add %748, %767 : tensor<8192x3x3xf32>
    %769 = stablehlo.reshape %768 : (tensor<8192x3x3xf32>) -> tensor<8192x9xf32>
    %770 = stablehlo.concatenate %643, %706, %769, dim = 1 : (tensor<8192x9xf32>, tensor<8192x9xf32>, tensor<8192x9xf32>) -> tensor<8192x27xf32>
    return %770 : tensor<8192x27xf32>
  }
}
