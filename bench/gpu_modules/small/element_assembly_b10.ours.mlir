module @jit_element_assembly_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<64x27xf32>) -> (tensor<64x27x27xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1xf32>) -> tensor<f32>
    %3 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1xf32>) -> tensor<f32>
    %5 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x1xf32>) -> tensor<f32>
    %7 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x1xf32>) -> tensor<f32>
    %9 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x1xf32>) -> tensor<f32>
    %11 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x1xf32>) -> tensor<f32>
    %13 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x1xf32>) -> tensor<f32>
    %15 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x1xf32>) -> tensor<f32>
    %17 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x1xf32>) -> tensor<f32>
    %19 = stablehlo.multiply %2, %2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %21 = stablehlo.slice %0 [0:3] : (tensor<9xf32>) -> tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xf32>) -> tensor<3x3xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<3x3xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<64x3x3xf32>
    %26 = stablehlo.slice %arg1 [0:64, 0:1] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<64x1xf32>) -> tensor<64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<64x3x3xf32>
    %30 = stablehlo.slice %0 [3:6] : (tensor<9xf32>) -> tensor<3xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<3xf32>) -> tensor<3x3xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<3x3xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<64x3x3xf32>
    %35 = stablehlo.slice %arg1 [0:64, 1:2] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %36 = stablehlo.reshape %35 : (tensor<64x1xf32>) -> tensor<64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<64x3x3xf32>
    %39 = stablehlo.add %29, %38 : tensor<64x3x3xf32>
    %40 = stablehlo.slice %0 [6:9] : (tensor<9xf32>) -> tensor<3xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<3xf32>) -> tensor<3x3xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<3x3xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<64x3x3xf32>
    %45 = stablehlo.slice %arg1 [0:64, 2:3] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<64x1xf32>) -> tensor<64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<64x3x3xf32>
    %49 = stablehlo.add %39, %48 : tensor<64x3x3xf32>
    %50 = stablehlo.multiply %20, %49 : tensor<64x3x3xf32>
    %51 = stablehlo.multiply %4, %4 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %53 = stablehlo.slice %arg1 [0:64, 3:4] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %54 = stablehlo.reshape %53 : (tensor<64x1xf32>) -> tensor<64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %56 = stablehlo.multiply %25, %55 : tensor<64x3x3xf32>
    %57 = stablehlo.slice %arg1 [0:64, 4:5] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %58 = stablehlo.reshape %57 : (tensor<64x1xf32>) -> tensor<64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %60 = stablehlo.multiply %34, %59 : tensor<64x3x3xf32>
    %61 = stablehlo.add %56, %60 : tensor<64x3x3xf32>
    %62 = stablehlo.slice %arg1 [0:64, 5:6] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<64x1xf32>) -> tensor<64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %65 = stablehlo.multiply %44, %64 : tensor<64x3x3xf32>
    %66 = stablehlo.add %61, %65 : tensor<64x3x3xf32>
    %67 = stablehlo.multiply %52, %66 : tensor<64x3x3xf32>
    %68 = stablehlo.add %50, %67 : tensor<64x3x3xf32>
    %69 = stablehlo.multiply %6, %6 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %71 = stablehlo.slice %arg1 [0:64, 6:7] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %72 = stablehlo.reshape %71 : (tensor<64x1xf32>) -> tensor<64xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %74 = stablehlo.multiply %25, %73 : tensor<64x3x3xf32>
    %75 = stablehlo.slice %arg1 [0:64, 7:8] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %76 = stablehlo.reshape %75 : (tensor<64x1xf32>) -> tensor<64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %78 = stablehlo.multiply %34, %77 : tensor<64x3x3xf32>
    %79 = stablehlo.add %74, %78 : tensor<64x3x3xf32>
    %80 = stablehlo.slice %arg1 [0:64, 8:9] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %81 = stablehlo.reshape %80 : (tensor<64x1xf32>) -> tensor<64xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %83 = stablehlo.multiply %44, %82 : tensor<64x3x3xf32>
    %84 = stablehlo.add %79, %83 : tensor<64x3x3xf32>
    %85 = stablehlo.multiply %70, %84 : tensor<64x3x3xf32>
    %86 = stablehlo.add %68, %85 : tensor<64x3x3xf32>
    %87 = stablehlo.reshape %86 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %88 = stablehlo.slice %arg1 [0:64, 9:10] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<64x1xf32>) -> tensor<64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %91 = stablehlo.multiply %25, %90 : tensor<64x3x3xf32>
    %92 = stablehlo.slice %arg1 [0:64, 10:11] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %93 = stablehlo.reshape %92 : (tensor<64x1xf32>) -> tensor<64xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %95 = stablehlo.multiply %34, %94 : tensor<64x3x3xf32>
    %96 = stablehlo.add %91, %95 : tensor<64x3x3xf32>
    %97 = stablehlo.slice %arg1 [0:64, 11:12] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %98 = stablehlo.reshape %97 : (tensor<64x1xf32>) -> tensor<64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %100 = stablehlo.multiply %44, %99 : tensor<64x3x3xf32>
    %101 = stablehlo.add %96, %100 : tensor<64x3x3xf32>
    %102 = stablehlo.multiply %20, %101 : tensor<64x3x3xf32>
    %103 = stablehlo.slice %arg1 [0:64, 12:13] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %104 = stablehlo.reshape %103 : (tensor<64x1xf32>) -> tensor<64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %106 = stablehlo.multiply %25, %105 : tensor<64x3x3xf32>
    %107 = stablehlo.slice %arg1 [0:64, 13:14] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %108 = stablehlo.reshape %107 : (tensor<64x1xf32>) -> tensor<64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %110 = stablehlo.multiply %34, %109 : tensor<64x3x3xf32>
    %111 = stablehlo.add %106, %110 : tensor<64x3x3xf32>
    %112 = stablehlo.slice %arg1 [0:64, 14:15] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %113 = stablehlo.reshape %112 : (tensor<64x1xf32>) -> tensor<64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %115 = stablehlo.multiply %44, %114 : tensor<64x3x3xf32>
    %116 = stablehlo.add %111, %115 : tensor<64x3x3xf32>
    %117 = stablehlo.multiply %52, %116 : tensor<64x3x3xf32>
    %118 = stablehlo.add %102, %117 : tensor<64x3x3xf32>
    %119 = stablehlo.slice %arg1 [0:64, 15:16] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %120 = stablehlo.reshape %119 : (tensor<64x1xf32>) -> tensor<64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %122 = stablehlo.multiply %25, %121 : tensor<64x3x3xf32>
    %123 = stablehlo.slice %arg1 [0:64, 16:17] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %124 = stablehlo.reshape %123 : (tensor<64x1xf32>) -> tensor<64xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %126 = stablehlo.multiply %34, %125 : tensor<64x3x3xf32>
    %127 = stablehlo.add %122, %126 : tensor<64x3x3xf32>
    %128 = stablehlo.slice %arg1 [0:64, 17:18] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %129 = stablehlo.reshape %128 : (tensor<64x1xf32>) -> tensor<64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %131 = stablehlo.multiply %44, %130 : tensor<64x3x3xf32>
    %132 = stablehlo.add %127, %131 : tensor<64x3x3xf32>
    %133 = stablehlo.multiply %70, %132 : tensor<64x3x3xf32>
    %134 = stablehlo.add %118, %133 : tensor<64x3x3xf32>
    %135 = stablehlo.reshape %134 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %136 = stablehlo.slice %arg1 [0:64, 18:19] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %137 = stablehlo.reshape %136 : (tensor<64x1xf32>) -> tensor<64xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %139 = stablehlo.multiply %25, %138 : tensor<64x3x3xf32>
    %140 = stablehlo.slice %arg1 [0:64, 19:20] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %141 = stablehlo.reshape %140 : (tensor<64x1xf32>) -> tensor<64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %143 = stablehlo.multiply %34, %142 : tensor<64x3x3xf32>
    %144 = stablehlo.add %139, %143 : tensor<64x3x3xf32>
    %145 = stablehlo.slice %arg1 [0:64, 20:21] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<64x1xf32>) -> tensor<64xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %148 = stablehlo.multiply %44, %147 : tensor<64x3x3xf32>
    %149 = stablehlo.add %144, %148 : tensor<64x3x3xf32>
    %150 = stablehlo.multiply %20, %149 : tensor<64x3x3xf32>
    %151 = stablehlo.slice %arg1 [0:64, 21:22] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %152 = stablehlo.reshape %151 : (tensor<64x1xf32>) -> tensor<64xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %154 = stablehlo.multiply %25, %153 : tensor<64x3x3xf32>
    %155 = stablehlo.slice %arg1 [0:64, 22:23] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<64x1xf32>) -> tensor<64xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %158 = stablehlo.multiply %34, %157 : tensor<64x3x3xf32>
    %159 = stablehlo.add %154, %158 : tensor<64x3x3xf32>
    %160 = stablehlo.slice %arg1 [0:64, 23:24] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %161 = stablehlo.reshape %160 : (tensor<64x1xf32>) -> tensor<64xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %163 = stablehlo.multiply %44, %162 : tensor<64x3x3xf32>
    %164 = stablehlo.add %159, %163 : tensor<64x3x3xf32>
    %165 = stablehlo.multiply %52, %164 : tensor<64x3x3xf32>
    %166 = stablehlo.add %150, %165 : tensor<64x3x3xf32>
    %167 = stablehlo.slice %arg1 [0:64, 24:25] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<64x1xf32>) -> tensor<64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %170 = stablehlo.multiply %25, %169 : tensor<64x3x3xf32>
    %171 = stablehlo.slice %arg1 [0:64, 25:26] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<64x1xf32>) -> tensor<64xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %174 = stablehlo.multiply %34, %173 : tensor<64x3x3xf32>
    %175 = stablehlo.add %170, %174 : tensor<64x3x3xf32>
    %176 = stablehlo.slice %arg1 [0:64, 26:27] : (tensor<64x27xf32>) -> tensor<64x1xf32>
    %177 = stablehlo.reshape %176 : (tensor<64x1xf32>) -> tensor<64xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0] : (tensor<64xf32>) -> tensor<64x3x3xf32>
    %179 = stablehlo.multiply %44, %178 : tensor<64x3x3xf32>
    %180 = stablehlo.add %175, %179 : tensor<64x3x3xf32>
    %181 = stablehlo.multiply %70, %180 : tensor<64x3x3xf32>
    %182 = stablehlo.add %166, %181 : tensor<64x3x3xf32>
    %183 = stablehlo.reshape %182 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %184 = stablehlo.concatenate %87, %135, %183, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %185 = stablehlo.reshape %184 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %186 = stablehlo.multiply %2, %8 : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %188 = stablehlo.multiply %187, %49 : tensor<64x3x3xf32>
    %189 = stablehlo.multiply %4, %10 : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %191 = stablehlo.multiply %190, %66 : tensor<64x3x3xf32>
    %192 = stablehlo.add %188, %191 : tensor<64x3x3xf32>
    %193 = stablehlo.multiply %6, %12 : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %195 = stablehlo.multiply %194, %84 : tensor<64x3x3xf32>
    %196 = stablehlo.add %192, %195 : tensor<64x3x3xf32>
    %197 = stablehlo.reshape %196 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %198 = stablehlo.multiply %187, %101 : tensor<64x3x3xf32>
    %199 = stablehlo.multiply %190, %116 : tensor<64x3x3xf32>
    %200 = stablehlo.add %198, %199 : tensor<64x3x3xf32>
    %201 = stablehlo.multiply %194, %132 : tensor<64x3x3xf32>
    %202 = stablehlo.add %200, %201 : tensor<64x3x3xf32>
    %203 = stablehlo.reshape %202 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %204 = stablehlo.multiply %187, %149 : tensor<64x3x3xf32>
    %205 = stablehlo.multiply %190, %164 : tensor<64x3x3xf32>
    %206 = stablehlo.add %204, %205 : tensor<64x3x3xf32>
    %207 = stablehlo.multiply %194, %180 : tensor<64x3x3xf32>
    %208 = stablehlo.add %206, %207 : tensor<64x3x3xf32>
    %209 = stablehlo.reshape %208 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %210 = stablehlo.concatenate %197, %203, %209, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %211 = stablehlo.reshape %210 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %212 = stablehlo.multiply %2, %14 : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %214 = stablehlo.multiply %213, %49 : tensor<64x3x3xf32>
    %215 = stablehlo.multiply %4, %16 : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %217 = stablehlo.multiply %216, %66 : tensor<64x3x3xf32>
    %218 = stablehlo.add %214, %217 : tensor<64x3x3xf32>
    %219 = stablehlo.multiply %6, %18 : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %221 = stablehlo.multiply %220, %84 : tensor<64x3x3xf32>
    %222 = stablehlo.add %218, %221 : tensor<64x3x3xf32>
    %223 = stablehlo.reshape %222 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %224 = stablehlo.multiply %213, %101 : tensor<64x3x3xf32>
    %225 = stablehlo.multiply %216, %116 : tensor<64x3x3xf32>
    %226 = stablehlo.add %224, %225 : tensor<64x3x3xf32>
    %227 = stablehlo.multiply %220, %132 : tensor<64x3x3xf32>
    %228 = stablehlo.add %226, %227 : tensor<64x3x3xf32>
    %229 = stablehlo.reshape %228 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %230 = stablehlo.multiply %213, %149 : tensor<64x3x3xf32>
    %231 = stablehlo.multiply %216, %164 : tensor<64x3x3xf32>
    %232 = stablehlo.add %230, %231 : tensor<64x3x3xf32>
    %233 = stablehlo.multiply %220, %180 : tensor<64x3x3xf32>
    %234 = stablehlo.add %232, %233 : tensor<64x3x3xf32>
    %235 = stablehlo.reshape %234 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %236 = stablehlo.concatenate %223, %229, %235, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %237 = stablehlo.reshape %236 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %238 = stablehlo.multiply %8, %2 : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %240 = stablehlo.multiply %239, %49 : tensor<64x3x3xf32>
    %241 = stablehlo.multiply %10, %4 : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %243 = stablehlo.multiply %242, %66 : tensor<64x3x3xf32>
    %244 = stablehlo.add %240, %243 : tensor<64x3x3xf32>
    %245 = stablehlo.multiply %12, %6 : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %247 = stablehlo.multiply %246, %84 : tensor<64x3x3xf32>
    %248 = stablehlo.add %244, %247 : tensor<64x3x3xf32>
    %249 = stablehlo.reshape %248 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %250 = stablehlo.multiply %239, %101 : tensor<64x3x3xf32>
    %251 = stablehlo.multiply %242, %116 : tensor<64x3x3xf32>
    %252 = stablehlo.add %250, %251 : tensor<64x3x3xf32>
    %253 = stablehlo.multiply %246, %132 : tensor<64x3x3xf32>
    %254 = stablehlo.add %252, %253 : tensor<64x3x3xf32>
    %255 = stablehlo.reshape %254 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %256 = stablehlo.multiply %239, %149 : tensor<64x3x3xf32>
    %257 = stablehlo.multiply %242, %164 : tensor<64x3x3xf32>
    %258 = stablehlo.add %256, %257 : tensor<64x3x3xf32>
    %259 = stablehlo.multiply %246, %180 : tensor<64x3x3xf32>
    %260 = stablehlo.add %258, %259 : tensor<64x3x3xf32>
    %261 = stablehlo.reshape %260 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %262 = stablehlo.concatenate %249, %255, %261, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %263 = stablehlo.reshape %262 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %264 = stablehlo.multiply %8, %8 : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %266 = stablehlo.multiply %265, %49 : tensor<64x3x3xf32>
    %267 = stablehlo.multiply %10, %10 : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %269 = stablehlo.multiply %268, %66 : tensor<64x3x3xf32>
    %270 = stablehlo.add %266, %269 : tensor<64x3x3xf32>
    %271 = stablehlo.multiply %12, %12 : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %273 = stablehlo.multiply %272, %84 : tensor<64x3x3xf32>
    %274 = stablehlo.add %270, %273 : tensor<64x3x3xf32>
    %275 = stablehlo.reshape %274 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %276 = stablehlo.multiply %265, %101 : tensor<64x3x3xf32>
    %277 = stablehlo.multiply %268, %116 : tensor<64x3x3xf32>
    %278 = stablehlo.add %276, %277 : tensor<64x3x3xf32>
    %279 = stablehlo.multiply %272, %132 : tensor<64x3x3xf32>
    %280 = stablehlo.add %278, %279 : tensor<64x3x3xf32>
    %281 = stablehlo.reshape %280 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %282 = stablehlo.multiply %265, %149 : tensor<64x3x3xf32>
    %283 = stablehlo.multiply %268, %164 : tensor<64x3x3xf32>
    %284 = stablehlo.add %282, %283 : tensor<64x3x3xf32>
    %285 = stablehlo.multiply %272, %180 : tensor<64x3x3xf32>
    %286 = stablehlo.add %284, %285 : tensor<64x3x3xf32>
    %287 = stablehlo.reshape %286 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %288 = stablehlo.concatenate %275, %281, %287, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %289 = stablehlo.reshape %288 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %290 = stablehlo.multiply %8, %14 : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %292 = stablehlo.multiply %291, %49 : tensor<64x3x3xf32>
    %293 = stablehlo.multiply %10, %16 : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %295 = stablehlo.multiply %294, %66 : tensor<64x3x3xf32>
    %296 = stablehlo.add %292, %295 : tensor<64x3x3xf32>
    %297 = stablehlo.multiply %12, %18 : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %299 = stablehlo.multiply %298, %84 : tensor<64x3x3xf32>
    %300 = stablehlo.add %296, %299 : tensor<64x3x3xf32>
    %301 = stablehlo.reshape %300 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %302 = stablehlo.multiply %291, %101 : tensor<64x3x3xf32>
    %303 = stablehlo.multiply %294, %116 : tensor<64x3x3xf32>
    %304 = stablehlo.add %302, %303 : tensor<64x3x3xf32>
    %305 = stablehlo.multiply %298, %132 : tensor<64x3x3xf32>
    %306 = stablehlo.add %304, %305 : tensor<64x3x3xf32>
    %307 = stablehlo.reshape %306 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %308 = stablehlo.multiply %291, %149 : tensor<64x3x3xf32>
    %309 = stablehlo.multiply %294, %164 : tensor<64x3x3xf32>
    %310 = stablehlo.add %308, %309 : tensor<64x3x3xf32>
    %311 = stablehlo.multiply %298, %180 : tensor<64x3x3xf32>
    %312 = stablehlo.add %310, %311 : tensor<64x3x3xf32>
    %313 = stablehlo.reshape %312 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %314 = stablehlo.concatenate %301, %307, %313, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %315 = stablehlo.reshape %314 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %316 = stablehlo.multiply %14, %2 : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %318 = stablehlo.multiply %317, %49 : tensor<64x3x3xf32>
    %319 = stablehlo.multiply %16, %4 : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %321 = stablehlo.multiply %320, %66 : tensor<64x3x3xf32>
    %322 = stablehlo.add %318, %321 : tensor<64x3x3xf32>
    %323 = stablehlo.multiply %18, %6 : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %325 = stablehlo.multiply %324, %84 : tensor<64x3x3xf32>
    %326 = stablehlo.add %322, %325 : tensor<64x3x3xf32>
    %327 = stablehlo.reshape %326 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %328 = stablehlo.multiply %317, %101 : tensor<64x3x3xf32>
    %329 = stablehlo.multiply %320, %116 : tensor<64x3x3xf32>
    %330 = stablehlo.add %328, %329 : tensor<64x3x3xf32>
    %331 = stablehlo.multiply %324, %132 : tensor<64x3x3xf32>
    %332 = stablehlo.add %330, %331 : tensor<64x3x3xf32>
    %333 = stablehlo.reshape %332 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %334 = stablehlo.multiply %317, %149 : tensor<64x3x3xf32>
    %335 = stablehlo.multiply %320, %164 : tensor<64x3x3xf32>
    %336 = stablehlo.add %334, %335 : tensor<64x3x3xf32>
    %337 = stablehlo.multiply %324, %180 : tensor<64x3x3xf32>
    %338 = stablehlo.add %336, %337 : tensor<64x3x3xf32>
    %339 = stablehlo.reshape %338 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %340 = stablehlo.concatenate %327, %333, %339, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %341 = stablehlo.reshape %340 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %342 = stablehlo.multiply %14, %8 : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %344 = stablehlo.multiply %343, %49 : tensor<64x3x3xf32>
    %345 = stablehlo.multiply %16, %10 : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %347 = stablehlo.multiply %346, %66 : tensor<64x3x3xf32>
    %348 = stablehlo.add %344, %347 : tensor<64x3x3xf32>
    %349 = stablehlo.multiply %18, %12 : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %351 = stablehlo.multiply %350, %84 : tensor<64x3x3xf32>
    %352 = stablehlo.add %348, %351 : tensor<64x3x3xf32>
    %353 = stablehlo.reshape %352 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %354 = stablehlo.multiply %343, %101 : tensor<64x3x3xf32>
    %355 = stablehlo.multiply %346, %116 : tensor<64x3x3xf32>
    %356 = stablehlo.add %354, %355 : tensor<64x3x3xf32>
    %357 = stablehlo.multiply %350, %132 : tensor<64x3x3xf32>
    %358 = stablehlo.add %356, %357 : tensor<64x3x3xf32>
    %359 = stablehlo.reshape %358 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %360 = stablehlo.multiply %343, %149 : tensor<64x3x3xf32>
    %361 = stablehlo.multiply %346, %164 : tensor<64x3x3xf32>
    %362 = stablehlo.add %360, %361 : tensor<64x3x3xf32>
    %363 = stablehlo.multiply %350, %180 : tensor<64x3x3xf32>
    %364 = stablehlo.add %362, %363 : tensor<64x3x3xf32>
    %365 = stablehlo.reshape %364 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %366 = stablehlo.concatenate %353, %359, %365, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %367 = stablehlo.reshape %366 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %368 = stablehlo.multiply %14, %14 : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %370 = stablehlo.multiply %369, %49 : tensor<64x3x3xf32>
    %371 = stablehlo.multiply %16, %16 : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %373 = stablehlo.multiply %372, %66 : tensor<64x3x3xf32>
    %374 = stablehlo.add %370, %373 : tensor<64x3x3xf32>
    %375 = stablehlo.multiply %18, %18 : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %377 = stablehlo.multiply %376, %84 : tensor<64x3x3xf32>
    %378 = stablehlo.add %374, %377 : tensor<64x3x3xf32>
    %379 = stablehlo.reshape %378 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %380 = stablehlo.multiply %369, %101 : tensor<64x3x3xf32>
    %381 = stablehlo.multiply %372, %116 : tensor<64x3x3xf32>
    %382 = stablehlo.add %380, %381 : tensor<64x3x3xf32>
    %383 = stablehlo.multiply %376, %132 : tensor<64x3x3xf32>
    %384 = stablehlo.add %382, %383 : tensor<64x3x3xf32>
    %385 = stablehlo.reshape %384 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %386 = stablehlo.multiply %369, %149 : tensor<64x3x3xf32>
    %387 = stablehlo.multiply %372, %164 : tensor<64x3x3xf32>
    %388 = stablehlo.add %386, %387 : tensor<64x3x3xf32>
    %389 = stablehlo.multiply %376, %180 : tensor<64x3x3xf32>
    %390 = stablehlo.add %388, %389 : tensor<64x3x3xf32>
    %391 = stablehlo.reshape %390 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %392 = stablehlo.concatenate %379, %385, %391, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %393 = stablehlo.reshape %392 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %394 = stablehlo.concatenate %185, %211, %237, %263, %289, %315, %341, %367, %393, dim = 1 : (tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>) -> tensor<64x9x3x3x3xf32>
    %395 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<3x1xf32>) -> tensor<3xf32>
    %397 = stablehlo.multiply %396, %396 : tensor<3xf32>
    %398 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %399 = stablehlo.reshape %398 : (tensor<3x1xf32>) -> tensor<3xf32>
    %400 = stablehlo.multiply %396, %399 : tensor<3xf32>
    %401 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %402 = stablehlo.reshape %401 : (tensor<3x1xf32>) -> tensor<3xf32>
    %403 = stablehlo.multiply %396, %402 : tensor<3xf32>
    %404 = stablehlo.multiply %399, %396 : tensor<3xf32>
    %405 = stablehlo.multiply %399, %399 : tensor<3xf32>
    %406 = stablehlo.multiply %399, %402 : tensor<3xf32>
    %407 = stablehlo.multiply %402, %396 : tensor<3xf32>
    %408 = stablehlo.multiply %402, %399 : tensor<3xf32>
    %409 = stablehlo.multiply %402, %402 : tensor<3xf32>
    %410 = stablehlo.reshape %397 : (tensor<3xf32>) -> tensor<3x1xf32>
    %411 = stablehlo.reshape %400 : (tensor<3xf32>) -> tensor<3x1xf32>
    %412 = stablehlo.reshape %403 : (tensor<3xf32>) -> tensor<3x1xf32>
    %413 = stablehlo.reshape %404 : (tensor<3xf32>) -> tensor<3x1xf32>
    %414 = stablehlo.reshape %405 : (tensor<3xf32>) -> tensor<3x1xf32>
    %415 = stablehlo.reshape %406 : (tensor<3xf32>) -> tensor<3x1xf32>
    %416 = stablehlo.reshape %407 : (tensor<3xf32>) -> tensor<3x1xf32>
    %417 = stablehlo.reshape %408 : (tensor<3xf32>) -> tensor<3x1xf32>
    %418 = stablehlo.reshape %409 : (tensor<3xf32>) -> tensor<3x1xf32>
    %419 = stablehlo.concatenate %417, %418, %410, %411, %412, %413, %414, %415, %416, %417, %418, %410, %411, %412, %413, %414, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %420 = stablehlo.concatenate %415, %416, %417, %418, %410, %411, %412, %413, %414, %415, %416, %417, %418, %410, %411, %412, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %421 = stablehlo.concatenate %413, %414, %415, %416, %417, %418, %410, %411, %412, %413, %414, %415, %416, %417, %418, %410, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %422 = stablehlo.concatenate %411, %412, %413, %414, %415, %416, %417, %418, %410, %411, %412, %413, %414, %415, %416, %417, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %423 = stablehlo.concatenate %410, %411, %412, %413, %414, %415, %416, %417, %418, %410, %411, %412, %413, %414, %415, %416, %419, %420, %421, %422, %418, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %424 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x81x3x3xf32>
    %425 = stablehlo.slice %423 [0:1, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %426 = stablehlo.reshape %425 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<64x81x3x3xf32>
    %428 = stablehlo.slice %394 [0:64, 0:9, 0:1, 0:3, 0:3] : (tensor<64x9x3x3x3xf32>) -> tensor<64x9x1x3x3xf32>
    %429 = stablehlo.reshape %428 : (tensor<64x9x1x3x3xf32>) -> tensor<64x9x3x3xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 3, 4] : (tensor<64x9x3x3xf32>) -> tensor<64x9x9x3x3xf32>
    %431 = stablehlo.reshape %430 : (tensor<64x9x9x3x3xf32>) -> tensor<64x81x3x3xf32>
    %432 = stablehlo.multiply %427, %431 : tensor<64x81x3x3xf32>
    %433 = stablehlo.add %424, %432 : tensor<64x81x3x3xf32>
    %434 = stablehlo.slice %423 [1:2, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %435 = stablehlo.reshape %434 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<64x81x3x3xf32>
    %437 = stablehlo.slice %394 [0:64, 0:9, 1:2, 0:3, 0:3] : (tensor<64x9x3x3x3xf32>) -> tensor<64x9x1x3x3xf32>
    %438 = stablehlo.reshape %437 : (tensor<64x9x1x3x3xf32>) -> tensor<64x9x3x3xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 3, 4] : (tensor<64x9x3x3xf32>) -> tensor<64x9x9x3x3xf32>
    %440 = stablehlo.reshape %439 : (tensor<64x9x9x3x3xf32>) -> tensor<64x81x3x3xf32>
    %441 = stablehlo.multiply %436, %440 : tensor<64x81x3x3xf32>
    %442 = stablehlo.add %433, %441 : tensor<64x81x3x3xf32>
    %443 = stablehlo.slice %423 [2:3, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %444 = stablehlo.reshape %443 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<64x81x3x3xf32>
    %446 = stablehlo.slice %394 [0:64, 0:9, 2:3, 0:3, 0:3] : (tensor<64x9x3x3x3xf32>) -> tensor<64x9x1x3x3xf32>
    %447 = stablehlo.reshape %446 : (tensor<64x9x1x3x3xf32>) -> tensor<64x9x3x3xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 3, 4] : (tensor<64x9x3x3xf32>) -> tensor<64x9x9x3x3xf32>
    %449 = stablehlo.reshape %448 : (tensor<64x9x9x3x3xf32>) -> tensor<64x81x3x3xf32>
    %450 = stablehlo.multiply %445, %449 : tensor<64x81x3x3xf32>
    %451 = stablehlo.add %442, %450 : tensor<64x81x3x3xf32>
    %452 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x729xf32>
    %c = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %453 = stablehlo.slice %451 [0:64, 0:1, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %454 = stablehlo.reshape %453 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %455 = "stablehlo.scatter"(%452, %c, %454) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_0 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %456 = stablehlo.slice %451 [0:64, 1:2, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %457 = stablehlo.reshape %456 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %458 = "stablehlo.scatter"(%455, %c_0, %457) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_1 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %459 = stablehlo.slice %451 [0:64, 2:3, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %460 = stablehlo.reshape %459 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %461 = "stablehlo.scatter"(%458, %c_1, %460) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_2 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %462 = stablehlo.slice %451 [0:64, 3:4, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %463 = stablehlo.reshape %462 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %464 = "stablehlo.scatter"(%461, %c_2, %463) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_3 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %465 = stablehlo.slice %451 [0:64, 4:5, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %466 = stablehlo.reshape %465 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %467 = "stablehlo.scatter"(%464, %c_3, %466) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_4 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %468 = stablehlo.slice %451 [0:64, 5:6, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %469 = stablehlo.reshape %468 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %470 = "stablehlo.scatter"(%467, %c_4, %469) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_5 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %471 = stablehlo.slice %451 [0:64, 6:7, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %472 = stablehlo.reshape %471 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %473 = "stablehlo.scatter"(%470, %c_5, %472) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_6 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %474 = stablehlo.slice %451 [0:64, 7:8, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %475 = stablehlo.reshape %474 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %476 = "stablehlo.scatter"(%473, %c_6, %475) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_7 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %477 = stablehlo.slice %451 [0:64, 8:9, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %478 = stablehlo.reshape %477 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %479 = "stablehlo.scatter"(%476, %c_7, %478) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_8 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %480 = stablehlo.slice %451 [0:64, 9:10, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %481 = stablehlo.reshape %480 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %482 = "stablehlo.scatter"(%479, %c_8, %481) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_9 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %483 = stablehlo.slice %451 [0:64, 10:11, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %484 = stablehlo.reshape %483 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %485 = "stablehlo.scatter"(%482, %c_9, %484) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_10 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %486 = stablehlo.slice %451 [0:64, 11:12, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %487 = stablehlo.reshape %486 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %488 = "stablehlo.scatter"(%485, %c_10, %487) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_11 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %489 = stablehlo.slice %451 [0:64, 12:13, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %490 = stablehlo.reshape %489 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %491 = "stablehlo.scatter"(%488, %c_11, %490) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_12 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %492 = stablehlo.slice %451 [0:64, 13:14, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %493 = stablehlo.reshape %492 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %494 = "stablehlo.scatter"(%491, %c_12, %493) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_13 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %495 = stablehlo.slice %451 [0:64, 14:15, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %496 = stablehlo.reshape %495 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %497 = "stablehlo.scatter"(%494, %c_13, %496) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_14 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %498 = stablehlo.slice %451 [0:64, 15:16, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %499 = stablehlo.reshape %498 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %500 = "stablehlo.scatter"(%497, %c_14, %499) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_15 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %501 = stablehlo.slice %451 [0:64, 16:17, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %502 = stablehlo.reshape %501 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %503 = "stablehlo.scatter"(%500, %c_15, %502) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_16 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %504 = stablehlo.slice %451 [0:64, 17:18, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %505 = stablehlo.reshape %504 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %506 = "stablehlo.scatter"(%503, %c_16, %505) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_17 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %507 = stablehlo.slice %451 [0:64, 18:19, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %508 = stablehlo.reshape %507 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %509 = "stablehlo.scatter"(%506, %c_17, %508) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_18 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %510 = stablehlo.slice %451 [0:64, 19:20, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %511 = stablehlo.reshape %510 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %512 = "stablehlo.scatter"(%509, %c_18, %511) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_19 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %513 = stablehlo.slice %451 [0:64, 20:21, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %514 = stablehlo.reshape %513 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %515 = "stablehlo.scatter"(%512, %c_19, %514) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_20 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %516 = stablehlo.slice %451 [0:64, 21:22, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %517 = stablehlo.reshape %516 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %518 = "stablehlo.scatter"(%515, %c_20, %517) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_21 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %519 = stablehlo.slice %451 [0:64, 22:23, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %520 = stablehlo.reshape %519 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %521 = "stablehlo.scatter"(%518, %c_21, %520) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_22 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %522 = stablehlo.slice %451 [0:64, 23:24, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %523 = stablehlo.reshape %522 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %524 = "stablehlo.scatter"(%521, %c_22, %523) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_23 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %525 = stablehlo.slice %451 [0:64, 24:25, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %526 = stablehlo.reshape %525 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %527 = "stablehlo.scatter"(%524, %c_23, %526) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_24 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %528 = stablehlo.slice %451 [0:64, 25:26, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %529 = stablehlo.reshape %528 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %530 = "stablehlo.scatter"(%527, %c_24, %529) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_25 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %531 = stablehlo.slice %451 [0:64, 26:27, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %532 = stablehlo.reshape %531 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %533 = "stablehlo.scatter"(%530, %c_25, %532) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_26 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %534 = stablehlo.slice %451 [0:64, 27:28, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %535 = stablehlo.reshape %534 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %536 = "stablehlo.scatter"(%533, %c_26, %535) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_27 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %537 = stablehlo.slice %451 [0:64, 28:29, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %538 = stablehlo.reshape %537 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %539 = "stablehlo.scatter"(%536, %c_27, %538) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_28 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %540 = stablehlo.slice %451 [0:64, 29:30, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %541 = stablehlo.reshape %540 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %542 = "stablehlo.scatter"(%539, %c_28, %541) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_29 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %543 = stablehlo.slice %451 [0:64, 30:31, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %544 = stablehlo.reshape %543 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %545 = "stablehlo.scatter"(%542, %c_29, %544) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_30 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %546 = stablehlo.slice %451 [0:64, 31:32, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %547 = stablehlo.reshape %546 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %548 = "stablehlo.scatter"(%545, %c_30, %547) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_31 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %549 = stablehlo.slice %451 [0:64, 32:33, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %550 = stablehlo.reshape %549 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %551 = "stablehlo.scatter"(%548, %c_31, %550) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_32 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %552 = stablehlo.slice %451 [0:64, 33:34, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %553 = stablehlo.reshape %552 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %554 = "stablehlo.scatter"(%551, %c_32, %553) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_33 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %555 = stablehlo.slice %451 [0:64, 34:35, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %556 = stablehlo.reshape %555 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %557 = "stablehlo.scatter"(%554, %c_33, %556) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_34 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %558 = stablehlo.slice %451 [0:64, 35:36, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %559 = stablehlo.reshape %558 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %560 = "stablehlo.scatter"(%557, %c_34, %559) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_35 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %561 = stablehlo.slice %451 [0:64, 36:37, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %562 = stablehlo.reshape %561 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %563 = "stablehlo.scatter"(%560, %c_35, %562) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_36 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %564 = stablehlo.slice %451 [0:64, 37:38, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %565 = stablehlo.reshape %564 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %566 = "stablehlo.scatter"(%563, %c_36, %565) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_37 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %567 = stablehlo.slice %451 [0:64, 38:39, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %568 = stablehlo.reshape %567 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %569 = "stablehlo.scatter"(%566, %c_37, %568) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_38 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %570 = stablehlo.slice %451 [0:64, 39:40, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %571 = stablehlo.reshape %570 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %572 = "stablehlo.scatter"(%569, %c_38, %571) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_39 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %573 = stablehlo.slice %451 [0:64, 40:41, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %574 = stablehlo.reshape %573 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %575 = "stablehlo.scatter"(%572, %c_39, %574) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_40 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %576 = stablehlo.slice %451 [0:64, 41:42, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %577 = stablehlo.reshape %576 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %578 = "stablehlo.scatter"(%575, %c_40, %577) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_41 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %579 = stablehlo.slice %451 [0:64, 42:43, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %580 = stablehlo.reshape %579 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %581 = "stablehlo.scatter"(%578, %c_41, %580) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_42 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %582 = stablehlo.slice %451 [0:64, 43:44, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %583 = stablehlo.reshape %582 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %584 = "stablehlo.scatter"(%581, %c_42, %583) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_43 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %585 = stablehlo.slice %451 [0:64, 44:45, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %586 = stablehlo.reshape %585 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %587 = "stablehlo.scatter"(%584, %c_43, %586) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_44 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %588 = stablehlo.slice %451 [0:64, 45:46, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %589 = stablehlo.reshape %588 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %590 = "stablehlo.scatter"(%587, %c_44, %589) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_45 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %591 = stablehlo.slice %451 [0:64, 46:47, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %592 = stablehlo.reshape %591 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %593 = "stablehlo.scatter"(%590, %c_45, %592) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_46 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %594 = stablehlo.slice %451 [0:64, 47:48, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %595 = stablehlo.reshape %594 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %596 = "stablehlo.scatter"(%593, %c_46, %595) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_47 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %597 = stablehlo.slice %451 [0:64, 48:49, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %598 = stablehlo.reshape %597 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %599 = "stablehlo.scatter"(%596, %c_47, %598) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_48 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %600 = stablehlo.slice %451 [0:64, 49:50, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %601 = stablehlo.reshape %600 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %602 = "stablehlo.scatter"(%599, %c_48, %601) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_49 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %603 = stablehlo.slice %451 [0:64, 50:51, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %604 = stablehlo.reshape %603 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %605 = "stablehlo.scatter"(%602, %c_49, %604) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_50 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %606 = stablehlo.slice %451 [0:64, 51:52, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %607 = stablehlo.reshape %606 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %608 = "stablehlo.scatter"(%605, %c_50, %607) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_51 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %609 = stablehlo.slice %451 [0:64, 52:53, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %610 = stablehlo.reshape %609 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %611 = "stablehlo.scatter"(%608, %c_51, %610) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_52 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %612 = stablehlo.slice %451 [0:64, 53:54, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %613 = stablehlo.reshape %612 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %614 = "stablehlo.scatter"(%611, %c_52, %613) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_53 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %615 = stablehlo.slice %451 [0:64, 54:55, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %616 = stablehlo.reshape %615 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %617 = "stablehlo.scatter"(%614, %c_53, %616) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_54 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %618 = stablehlo.slice %451 [0:64, 55:56, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %619 = stablehlo.reshape %618 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %620 = "stablehlo.scatter"(%617, %c_54, %619) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_55 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %621 = stablehlo.slice %451 [0:64, 56:57, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %622 = stablehlo.reshape %621 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %623 = "stablehlo.scatter"(%620, %c_55, %622) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_56 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %624 = stablehlo.slice %451 [0:64, 57:58, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %625 = stablehlo.reshape %624 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %626 = "stablehlo.scatter"(%623, %c_56, %625) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_57 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %627 = stablehlo.slice %451 [0:64, 58:59, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %628 = stablehlo.reshape %627 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %629 = "stablehlo.scatter"(%626, %c_57, %628) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_58 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %630 = stablehlo.slice %451 [0:64, 59:60, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %631 = stablehlo.reshape %630 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %632 = "stablehlo.scatter"(%629, %c_58, %631) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_59 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %633 = stablehlo.slice %451 [0:64, 60:61, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %634 = stablehlo.reshape %633 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %635 = "stablehlo.scatter"(%632, %c_59, %634) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_60 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %636 = stablehlo.slice %451 [0:64, 61:62, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %637 = stablehlo.reshape %636 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %638 = "stablehlo.scatter"(%635, %c_60, %637) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_61 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %639 = stablehlo.slice %451 [0:64, 62:63, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %640 = stablehlo.reshape %639 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %641 = "stablehlo.scatter"(%638, %c_61, %640) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_62 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %642 = stablehlo.slice %451 [0:64, 63:64, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %643 = stablehlo.reshape %642 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %644 = "stablehlo.scatter"(%641, %c_62, %643) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_63 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %645 = stablehlo.slice %451 [0:64, 64:65, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %646 = stablehlo.reshape %645 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %647 = "stablehlo.scatter"(%644, %c_63, %646) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_64 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %648 = stablehlo.slice %451 [0:64, 65:66, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %649 = stablehlo.reshape %648 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %650 = "stablehlo.scatter"(%647, %c_64, %649) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_65 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %651 = stablehlo.slice %451 [0:64, 66:67, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %652 = stablehlo.reshape %651 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %653 = "stablehlo.scatter"(%650, %c_65, %652) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_66 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %654 = stablehlo.slice %451 [0:64, 67:68, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %655 = stablehlo.reshape %654 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %656 = "stablehlo.scatter"(%653, %c_66, %655) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_67 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %657 = stablehlo.slice %451 [0:64, 68:69, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %658 = stablehlo.reshape %657 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %659 = "stablehlo.scatter"(%656, %c_67, %658) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_68 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %660 = stablehlo.slice %451 [0:64, 69:70, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %661 = stablehlo.reshape %660 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %662 = "stablehlo.scatter"(%659, %c_68, %661) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_69 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %663 = stablehlo.slice %451 [0:64, 70:71, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %664 = stablehlo.reshape %663 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %665 = "stablehlo.scatter"(%662, %c_69, %664) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_70 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %666 = stablehlo.slice %451 [0:64, 71:72, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %667 = stablehlo.reshape %666 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %668 = "stablehlo.scatter"(%665, %c_70, %667) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_71 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %669 = stablehlo.slice %451 [0:64, 72:73, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %670 = stablehlo.reshape %669 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %671 = "stablehlo.scatter"(%668, %c_71, %670) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_72 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %672 = stablehlo.slice %451 [0:64, 73:74, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %673 = stablehlo.reshape %672 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %674 = "stablehlo.scatter"(%671, %c_72, %673) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_73 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %675 = stablehlo.slice %451 [0:64, 74:75, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %676 = stablehlo.reshape %675 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %677 = "stablehlo.scatter"(%674, %c_73, %676) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_74 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %678 = stablehlo.slice %451 [0:64, 75:76, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %679 = stablehlo.reshape %678 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %680 = "stablehlo.scatter"(%677, %c_74, %679) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_75 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %681 = stablehlo.slice %451 [0:64, 76:77, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %682 = stablehlo.reshape %681 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %683 = "stablehlo.scatter"(%680, %c_75, %682) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_76 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %684 = stablehlo.slice %451 [0:64, 77:78, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %685 = stablehlo.reshape %684 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %686 = "stablehlo.scatter"(%683, %c_76, %685) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_77 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %687 = stablehlo.slice %451 [0:64, 78:79, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %688 = stablehlo.reshape %687 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %689 = "stablehlo.scatter"(%686, %c_77, %688) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_78 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %690 = stablehlo.slice %451 [0:64, 79:80, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %691 = stablehlo.reshape %690 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %692 = "stablehlo.scatter"(%689, %c_78, %691) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_79 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %693 = stablehlo.slice %451 [0:64, 80:81, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %694 = stablehlo.reshape %693 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %695 = "stablehlo.scatter"(%692, %c_79, %694) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %696 = stablehlo.reshape %695 : (tensor<64x729xf32>) -> tensor<64x27x27xf32>
    return %696 : tensor<64x27x27xf32>
  }
}
