module @jit_element_assembly_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<8192x27xf32>) -> (tensor<8192x27x27xf32> {jax.result_info = "result"}) {
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
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %21 = stablehlo.slice %0 [0:3] : (tensor<9xf32>) -> tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xf32>) -> tensor<3x3xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<3x3xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<8192x3x3xf32>
    %26 = stablehlo.slice %arg1 [0:8192, 0:1] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<8192x3x3xf32>
    %30 = stablehlo.slice %0 [3:6] : (tensor<9xf32>) -> tensor<3xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<3xf32>) -> tensor<3x3xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<3x3xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<8192x3x3xf32>
    %35 = stablehlo.slice %arg1 [0:8192, 1:2] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %36 = stablehlo.reshape %35 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<8192x3x3xf32>
    %39 = stablehlo.add %29, %38 : tensor<8192x3x3xf32>
    %40 = stablehlo.slice %0 [6:9] : (tensor<9xf32>) -> tensor<3xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<3xf32>) -> tensor<3x3xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<3x3xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<8192x3x3xf32>
    %45 = stablehlo.slice %arg1 [0:8192, 2:3] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<8192x3x3xf32>
    %49 = stablehlo.add %39, %48 : tensor<8192x3x3xf32>
    %50 = stablehlo.multiply %20, %49 : tensor<8192x3x3xf32>
    %51 = stablehlo.multiply %4, %4 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %53 = stablehlo.slice %arg1 [0:8192, 3:4] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %54 = stablehlo.reshape %53 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %56 = stablehlo.multiply %25, %55 : tensor<8192x3x3xf32>
    %57 = stablehlo.slice %arg1 [0:8192, 4:5] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %58 = stablehlo.reshape %57 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %60 = stablehlo.multiply %34, %59 : tensor<8192x3x3xf32>
    %61 = stablehlo.add %56, %60 : tensor<8192x3x3xf32>
    %62 = stablehlo.slice %arg1 [0:8192, 5:6] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %65 = stablehlo.multiply %44, %64 : tensor<8192x3x3xf32>
    %66 = stablehlo.add %61, %65 : tensor<8192x3x3xf32>
    %67 = stablehlo.multiply %52, %66 : tensor<8192x3x3xf32>
    %68 = stablehlo.add %50, %67 : tensor<8192x3x3xf32>
    %69 = stablehlo.multiply %6, %6 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %71 = stablehlo.slice %arg1 [0:8192, 6:7] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %72 = stablehlo.reshape %71 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %74 = stablehlo.multiply %25, %73 : tensor<8192x3x3xf32>
    %75 = stablehlo.slice %arg1 [0:8192, 7:8] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %76 = stablehlo.reshape %75 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %78 = stablehlo.multiply %34, %77 : tensor<8192x3x3xf32>
    %79 = stablehlo.add %74, %78 : tensor<8192x3x3xf32>
    %80 = stablehlo.slice %arg1 [0:8192, 8:9] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %81 = stablehlo.reshape %80 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %83 = stablehlo.multiply %44, %82 : tensor<8192x3x3xf32>
    %84 = stablehlo.add %79, %83 : tensor<8192x3x3xf32>
    %85 = stablehlo.multiply %70, %84 : tensor<8192x3x3xf32>
    %86 = stablehlo.add %68, %85 : tensor<8192x3x3xf32>
    %87 = stablehlo.reshape %86 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %88 = stablehlo.slice %arg1 [0:8192, 9:10] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %91 = stablehlo.multiply %25, %90 : tensor<8192x3x3xf32>
    %92 = stablehlo.slice %arg1 [0:8192, 10:11] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %93 = stablehlo.reshape %92 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %95 = stablehlo.multiply %34, %94 : tensor<8192x3x3xf32>
    %96 = stablehlo.add %91, %95 : tensor<8192x3x3xf32>
    %97 = stablehlo.slice %arg1 [0:8192, 11:12] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %98 = stablehlo.reshape %97 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %100 = stablehlo.multiply %44, %99 : tensor<8192x3x3xf32>
    %101 = stablehlo.add %96, %100 : tensor<8192x3x3xf32>
    %102 = stablehlo.multiply %20, %101 : tensor<8192x3x3xf32>
    %103 = stablehlo.slice %arg1 [0:8192, 12:13] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %104 = stablehlo.reshape %103 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %106 = stablehlo.multiply %25, %105 : tensor<8192x3x3xf32>
    %107 = stablehlo.slice %arg1 [0:8192, 13:14] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %108 = stablehlo.reshape %107 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %110 = stablehlo.multiply %34, %109 : tensor<8192x3x3xf32>
    %111 = stablehlo.add %106, %110 : tensor<8192x3x3xf32>
    %112 = stablehlo.slice %arg1 [0:8192, 14:15] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %113 = stablehlo.reshape %112 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %115 = stablehlo.multiply %44, %114 : tensor<8192x3x3xf32>
    %116 = stablehlo.add %111, %115 : tensor<8192x3x3xf32>
    %117 = stablehlo.multiply %52, %116 : tensor<8192x3x3xf32>
    %118 = stablehlo.add %102, %117 : tensor<8192x3x3xf32>
    %119 = stablehlo.slice %arg1 [0:8192, 15:16] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %120 = stablehlo.reshape %119 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %122 = stablehlo.multiply %25, %121 : tensor<8192x3x3xf32>
    %123 = stablehlo.slice %arg1 [0:8192, 16:17] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %124 = stablehlo.reshape %123 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %126 = stablehlo.multiply %34, %125 : tensor<8192x3x3xf32>
    %127 = stablehlo.add %122, %126 : tensor<8192x3x3xf32>
    %128 = stablehlo.slice %arg1 [0:8192, 17:18] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %129 = stablehlo.reshape %128 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %131 = stablehlo.multiply %44, %130 : tensor<8192x3x3xf32>
    %132 = stablehlo.add %127, %131 : tensor<8192x3x3xf32>
    %133 = stablehlo.multiply %70, %132 : tensor<8192x3x3xf32>
    %134 = stablehlo.add %118, %133 : tensor<8192x3x3xf32>
    %135 = stablehlo.reshape %134 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %136 = stablehlo.slice %arg1 [0:8192, 18:19] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %137 = stablehlo.reshape %136 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %139 = stablehlo.multiply %25, %138 : tensor<8192x3x3xf32>
    %140 = stablehlo.slice %arg1 [0:8192, 19:20] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %141 = stablehlo.reshape %140 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %143 = stablehlo.multiply %34, %142 : tensor<8192x3x3xf32>
    %144 = stablehlo.add %139, %143 : tensor<8192x3x3xf32>
    %145 = stablehlo.slice %arg1 [0:8192, 20:21] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %148 = stablehlo.multiply %44, %147 : tensor<8192x3x3xf32>
    %149 = stablehlo.add %144, %148 : tensor<8192x3x3xf32>
    %150 = stablehlo.multiply %20, %149 : tensor<8192x3x3xf32>
    %151 = stablehlo.slice %arg1 [0:8192, 21:22] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %152 = stablehlo.reshape %151 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %154 = stablehlo.multiply %25, %153 : tensor<8192x3x3xf32>
    %155 = stablehlo.slice %arg1 [0:8192, 22:23] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %158 = stablehlo.multiply %34, %157 : tensor<8192x3x3xf32>
    %159 = stablehlo.add %154, %158 : tensor<8192x3x3xf32>
    %160 = stablehlo.slice %arg1 [0:8192, 23:24] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %161 = stablehlo.reshape %160 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %163 = stablehlo.multiply %44, %162 : tensor<8192x3x3xf32>
    %164 = stablehlo.add %159, %163 : tensor<8192x3x3xf32>
    %165 = stablehlo.multiply %52, %164 : tensor<8192x3x3xf32>
    %166 = stablehlo.add %150, %165 : tensor<8192x3x3xf32>
    %167 = stablehlo.slice %arg1 [0:8192, 24:25] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %170 = stablehlo.multiply %25, %169 : tensor<8192x3x3xf32>
    %171 = stablehlo.slice %arg1 [0:8192, 25:26] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %174 = stablehlo.multiply %34, %173 : tensor<8192x3x3xf32>
    %175 = stablehlo.add %170, %174 : tensor<8192x3x3xf32>
    %176 = stablehlo.slice %arg1 [0:8192, 26:27] : (tensor<8192x27xf32>) -> tensor<8192x1xf32>
    %177 = stablehlo.reshape %176 : (tensor<8192x1xf32>) -> tensor<8192xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0] : (tensor<8192xf32>) -> tensor<8192x3x3xf32>
    %179 = stablehlo.multiply %44, %178 : tensor<8192x3x3xf32>
    %180 = stablehlo.add %175, %179 : tensor<8192x3x3xf32>
    %181 = stablehlo.multiply %70, %180 : tensor<8192x3x3xf32>
    %182 = stablehlo.add %166, %181 : tensor<8192x3x3xf32>
    %183 = stablehlo.reshape %182 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %184 = stablehlo.concatenate %87, %135, %183, dim = 1 : (tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>) -> tensor<8192x3x3x3xf32>
    %185 = stablehlo.reshape %184 : (tensor<8192x3x3x3xf32>) -> tensor<8192x1x3x3x3xf32>
    %186 = stablehlo.multiply %2, %8 : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %188 = stablehlo.multiply %187, %49 : tensor<8192x3x3xf32>
    %189 = stablehlo.multiply %4, %10 : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %191 = stablehlo.multiply %190, %66 : tensor<8192x3x3xf32>
    %192 = stablehlo.add %188, %191 : tensor<8192x3x3xf32>
    %193 = stablehlo.multiply %6, %12 : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %195 = stablehlo.multiply %194, %84 : tensor<8192x3x3xf32>
    %196 = stablehlo.add %192, %195 : tensor<8192x3x3xf32>
    %197 = stablehlo.reshape %196 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %198 = stablehlo.multiply %187, %101 : tensor<8192x3x3xf32>
    %199 = stablehlo.multiply %190, %116 : tensor<8192x3x3xf32>
    %200 = stablehlo.add %198, %199 : tensor<8192x3x3xf32>
    %201 = stablehlo.multiply %194, %132 : tensor<8192x3x3xf32>
    %202 = stablehlo.add %200, %201 : tensor<8192x3x3xf32>
    %203 = stablehlo.reshape %202 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %204 = stablehlo.multiply %187, %149 : tensor<8192x3x3xf32>
    %205 = stablehlo.multiply %190, %164 : tensor<8192x3x3xf32>
    %206 = stablehlo.add %204, %205 : tensor<8192x3x3xf32>
    %207 = stablehlo.multiply %194, %180 : tensor<8192x3x3xf32>
    %208 = stablehlo.add %206, %207 : tensor<8192x3x3xf32>
    %209 = stablehlo.reshape %208 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %210 = stablehlo.concatenate %197, %203, %209, dim = 1 : (tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>) -> tensor<8192x3x3x3xf32>
    %211 = stablehlo.reshape %210 : (tensor<8192x3x3x3xf32>) -> tensor<8192x1x3x3x3xf32>
    %212 = stablehlo.multiply %2, %14 : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %214 = stablehlo.multiply %213, %49 : tensor<8192x3x3xf32>
    %215 = stablehlo.multiply %4, %16 : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %217 = stablehlo.multiply %216, %66 : tensor<8192x3x3xf32>
    %218 = stablehlo.add %214, %217 : tensor<8192x3x3xf32>
    %219 = stablehlo.multiply %6, %18 : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %221 = stablehlo.multiply %220, %84 : tensor<8192x3x3xf32>
    %222 = stablehlo.add %218, %221 : tensor<8192x3x3xf32>
    %223 = stablehlo.reshape %222 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %224 = stablehlo.multiply %213, %101 : tensor<8192x3x3xf32>
    %225 = stablehlo.multiply %216, %116 : tensor<8192x3x3xf32>
    %226 = stablehlo.add %224, %225 : tensor<8192x3x3xf32>
    %227 = stablehlo.multiply %220, %132 : tensor<8192x3x3xf32>
    %228 = stablehlo.add %226, %227 : tensor<8192x3x3xf32>
    %229 = stablehlo.reshape %228 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %230 = stablehlo.multiply %213, %149 : tensor<8192x3x3xf32>
    %231 = stablehlo.multiply %216, %164 : tensor<8192x3x3xf32>
    %232 = stablehlo.add %230, %231 : tensor<8192x3x3xf32>
    %233 = stablehlo.multiply %220, %180 : tensor<8192x3x3xf32>
    %234 = stablehlo.add %232, %233 : tensor<8192x3x3xf32>
    %235 = stablehlo.reshape %234 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %236 = stablehlo.concatenate %223, %229, %235, dim = 1 : (tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>) -> tensor<8192x3x3x3xf32>
    %237 = stablehlo.reshape %236 : (tensor<8192x3x3x3xf32>) -> tensor<8192x1x3x3x3xf32>
    %238 = stablehlo.multiply %8, %2 : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %240 = stablehlo.multiply %239, %49 : tensor<8192x3x3xf32>
    %241 = stablehlo.multiply %10, %4 : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %243 = stablehlo.multiply %242, %66 : tensor<8192x3x3xf32>
    %244 = stablehlo.add %240, %243 : tensor<8192x3x3xf32>
    %245 = stablehlo.multiply %12, %6 : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %247 = stablehlo.multiply %246, %84 : tensor<8192x3x3xf32>
    %248 = stablehlo.add %244, %247 : tensor<8192x3x3xf32>
    %249 = stablehlo.reshape %248 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %250 = stablehlo.multiply %239, %101 : tensor<8192x3x3xf32>
    %251 = stablehlo.multiply %242, %116 : tensor<8192x3x3xf32>
    %252 = stablehlo.add %250, %251 : tensor<8192x3x3xf32>
    %253 = stablehlo.multiply %246, %132 : tensor<8192x3x3xf32>
    %254 = stablehlo.add %252, %253 : tensor<8192x3x3xf32>
    %255 = stablehlo.reshape %254 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %256 = stablehlo.multiply %239, %149 : tensor<8192x3x3xf32>
    %257 = stablehlo.multiply %242, %164 : tensor<8192x3x3xf32>
    %258 = stablehlo.add %256, %257 : tensor<8192x3x3xf32>
    %259 = stablehlo.multiply %246, %180 : tensor<8192x3x3xf32>
    %260 = stablehlo.add %258, %259 : tensor<8192x3x3xf32>
    %261 = stablehlo.reshape %260 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %262 = stablehlo.concatenate %249, %255, %261, dim = 1 : (tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>) -> tensor<8192x3x3x3xf32>
    %263 = stablehlo.reshape %262 : (tensor<8192x3x3x3xf32>) -> tensor<8192x1x3x3x3xf32>
    %264 = stablehlo.multiply %8, %8 : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %266 = stablehlo.multiply %265, %49 : tensor<8192x3x3xf32>
    %267 = stablehlo.multiply %10, %10 : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %269 = stablehlo.multiply %268, %66 : tensor<8192x3x3xf32>
    %270 = stablehlo.add %266, %269 : tensor<8192x3x3xf32>
    %271 = stablehlo.multiply %12, %12 : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %273 = stablehlo.multiply %272, %84 : tensor<8192x3x3xf32>
    %274 = stablehlo.add %270, %273 : tensor<8192x3x3xf32>
    %275 = stablehlo.reshape %274 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %276 = stablehlo.multiply %265, %101 : tensor<8192x3x3xf32>
    %277 = stablehlo.multiply %268, %116 : tensor<8192x3x3xf32>
    %278 = stablehlo.add %276, %277 : tensor<8192x3x3xf32>
    %279 = stablehlo.multiply %272, %132 : tensor<8192x3x3xf32>
    %280 = stablehlo.add %278, %279 : tensor<8192x3x3xf32>
    %281 = stablehlo.reshape %280 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %282 = stablehlo.multiply %265, %149 : tensor<8192x3x3xf32>
    %283 = stablehlo.multiply %268, %164 : tensor<8192x3x3xf32>
    %284 = stablehlo.add %282, %283 : tensor<8192x3x3xf32>
    %285 = stablehlo.multiply %272, %180 : tensor<8192x3x3xf32>
    %286 = stablehlo.add %284, %285 : tensor<8192x3x3xf32>
    %287 = stablehlo.reshape %286 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %288 = stablehlo.concatenate %275, %281, %287, dim = 1 : (tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>) -> tensor<8192x3x3x3xf32>
    %289 = stablehlo.reshape %288 : (tensor<8192x3x3x3xf32>) -> tensor<8192x1x3x3x3xf32>
    %290 = stablehlo.multiply %8, %14 : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %292 = stablehlo.multiply %291, %49 : tensor<8192x3x3xf32>
    %293 = stablehlo.multiply %10, %16 : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %295 = stablehlo.multiply %294, %66 : tensor<8192x3x3xf32>
    %296 = stablehlo.add %292, %295 : tensor<8192x3x3xf32>
    %297 = stablehlo.multiply %12, %18 : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %299 = stablehlo.multiply %298, %84 : tensor<8192x3x3xf32>
    %300 = stablehlo.add %296, %299 : tensor<8192x3x3xf32>
    %301 = stablehlo.reshape %300 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %302 = stablehlo.multiply %291, %101 : tensor<8192x3x3xf32>
    %303 = stablehlo.multiply %294, %116 : tensor<8192x3x3xf32>
    %304 = stablehlo.add %302, %303 : tensor<8192x3x3xf32>
    %305 = stablehlo.multiply %298, %132 : tensor<8192x3x3xf32>
    %306 = stablehlo.add %304, %305 : tensor<8192x3x3xf32>
    %307 = stablehlo.reshape %306 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %308 = stablehlo.multiply %291, %149 : tensor<8192x3x3xf32>
    %309 = stablehlo.multiply %294, %164 : tensor<8192x3x3xf32>
    %310 = stablehlo.add %308, %309 : tensor<8192x3x3xf32>
    %311 = stablehlo.multiply %298, %180 : tensor<8192x3x3xf32>
    %312 = stablehlo.add %310, %311 : tensor<8192x3x3xf32>
    %313 = stablehlo.reshape %312 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %314 = stablehlo.concatenate %301, %307, %313, dim = 1 : (tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>) -> tensor<8192x3x3x3xf32>
    %315 = stablehlo.reshape %314 : (tensor<8192x3x3x3xf32>) -> tensor<8192x1x3x3x3xf32>
    %316 = stablehlo.multiply %14, %2 : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %318 = stablehlo.multiply %317, %49 : tensor<8192x3x3xf32>
    %319 = stablehlo.multiply %16, %4 : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %321 = stablehlo.multiply %320, %66 : tensor<8192x3x3xf32>
    %322 = stablehlo.add %318, %321 : tensor<8192x3x3xf32>
    %323 = stablehlo.multiply %18, %6 : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %325 = stablehlo.multiply %324, %84 : tensor<8192x3x3xf32>
    %326 = stablehlo.add %322, %325 : tensor<8192x3x3xf32>
    %327 = stablehlo.reshape %326 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %328 = stablehlo.multiply %317, %101 : tensor<8192x3x3xf32>
    %329 = stablehlo.multiply %320, %116 : tensor<8192x3x3xf32>
    %330 = stablehlo.add %328, %329 : tensor<8192x3x3xf32>
    %331 = stablehlo.multiply %324, %132 : tensor<8192x3x3xf32>
    %332 = stablehlo.add %330, %331 : tensor<8192x3x3xf32>
    %333 = stablehlo.reshape %332 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %334 = stablehlo.multiply %317, %149 : tensor<8192x3x3xf32>
    %335 = stablehlo.multiply %320, %164 : tensor<8192x3x3xf32>
    %336 = stablehlo.add %334, %335 : tensor<8192x3x3xf32>
    %337 = stablehlo.multiply %324, %180 : tensor<8192x3x3xf32>
    %338 = stablehlo.add %336, %337 : tensor<8192x3x3xf32>
    %339 = stablehlo.reshape %338 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %340 = stablehlo.concatenate %327, %333, %339, dim = 1 : (tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>) -> tensor<8192x3x3x3xf32>
    %341 = stablehlo.reshape %340 : (tensor<8192x3x3x3xf32>) -> tensor<8192x1x3x3x3xf32>
    %342 = stablehlo.multiply %14, %8 : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %344 = stablehlo.multiply %343, %49 : tensor<8192x3x3xf32>
    %345 = stablehlo.multiply %16, %10 : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %347 = stablehlo.multiply %346, %66 : tensor<8192x3x3xf32>
    %348 = stablehlo.add %344, %347 : tensor<8192x3x3xf32>
    %349 = stablehlo.multiply %18, %12 : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %351 = stablehlo.multiply %350, %84 : tensor<8192x3x3xf32>
    %352 = stablehlo.add %348, %351 : tensor<8192x3x3xf32>
    %353 = stablehlo.reshape %352 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %354 = stablehlo.multiply %343, %101 : tensor<8192x3x3xf32>
    %355 = stablehlo.multiply %346, %116 : tensor<8192x3x3xf32>
    %356 = stablehlo.add %354, %355 : tensor<8192x3x3xf32>
    %357 = stablehlo.multiply %350, %132 : tensor<8192x3x3xf32>
    %358 = stablehlo.add %356, %357 : tensor<8192x3x3xf32>
    %359 = stablehlo.reshape %358 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %360 = stablehlo.multiply %343, %149 : tensor<8192x3x3xf32>
    %361 = stablehlo.multiply %346, %164 : tensor<8192x3x3xf32>
    %362 = stablehlo.add %360, %361 : tensor<8192x3x3xf32>
    %363 = stablehlo.multiply %350, %180 : tensor<8192x3x3xf32>
    %364 = stablehlo.add %362, %363 : tensor<8192x3x3xf32>
    %365 = stablehlo.reshape %364 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %366 = stablehlo.concatenate %353, %359, %365, dim = 1 : (tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>) -> tensor<8192x3x3x3xf32>
    %367 = stablehlo.reshape %366 : (tensor<8192x3x3x3xf32>) -> tensor<8192x1x3x3x3xf32>
    %368 = stablehlo.multiply %14, %14 : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %370 = stablehlo.multiply %369, %49 : tensor<8192x3x3xf32>
    %371 = stablehlo.multiply %16, %16 : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %373 = stablehlo.multiply %372, %66 : tensor<8192x3x3xf32>
    %374 = stablehlo.add %370, %373 : tensor<8192x3x3xf32>
    %375 = stablehlo.multiply %18, %18 : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [] : (tensor<f32>) -> tensor<8192x3x3xf32>
    %377 = stablehlo.multiply %376, %84 : tensor<8192x3x3xf32>
    %378 = stablehlo.add %374, %377 : tensor<8192x3x3xf32>
    %379 = stablehlo.reshape %378 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %380 = stablehlo.multiply %369, %101 : tensor<8192x3x3xf32>
    %381 = stablehlo.multiply %372, %116 : tensor<8192x3x3xf32>
    %382 = stablehlo.add %380, %381 : tensor<8192x3x3xf32>
    %383 = stablehlo.multiply %376, %132 : tensor<8192x3x3xf32>
    %384 = stablehlo.add %382, %383 : tensor<8192x3x3xf32>
    %385 = stablehlo.reshape %384 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %386 = stablehlo.multiply %369, %149 : tensor<8192x3x3xf32>
    %387 = stablehlo.multiply %372, %164 : tensor<8192x3x3xf32>
    %388 = stablehlo.add %386, %387 : tensor<8192x3x3xf32>
    %389 = stablehlo.multiply %376, %180 : tensor<8192x3x3xf32>
    %390 = stablehlo.add %388, %389 : tensor<8192x3x3xf32>
    %391 = stablehlo.reshape %390 : (tensor<8192x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %392 = stablehlo.concatenate %379, %385, %391, dim = 1 : (tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>, tensor<8192x1x3x3xf32>) -> tensor<8192x3x3x3xf32>
    %393 = stablehlo.reshape %392 : (tensor<8192x3x3x3xf32>) -> tensor<8192x1x3x3x3xf32>
    %394 = stablehlo.concatenate %185, %211, %237, %263, %289, %315, %341, %367, %393, dim = 1 : (tensor<8192x1x3x3x3xf32>, tensor<8192x1x3x3x3xf32>, tensor<8192x1x3x3x3xf32>, tensor<8192x1x3x3x3xf32>, tensor<8192x1x3x3x3xf32>, tensor<8192x1x3x3x3xf32>, tensor<8192x1x3x3x3xf32>, tensor<8192x1x3x3x3xf32>, tensor<8192x1x3x3x3xf32>) -> tensor<8192x9x3x3x3xf32>
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
    %424 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x81x3x3xf32>
    %425 = stablehlo.slice %423 [0:1, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %426 = stablehlo.reshape %425 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<8192x81x3x3xf32>
    %428 = stablehlo.slice %394 [0:8192, 0:9, 0:1, 0:3, 0:3] : (tensor<8192x9x3x3x3xf32>) -> tensor<8192x9x1x3x3xf32>
    %429 = stablehlo.reshape %428 : (tensor<8192x9x1x3x3xf32>) -> tensor<8192x9x3x3xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 3, 4] : (tensor<8192x9x3x3xf32>) -> tensor<8192x9x9x3x3xf32>
    %431 = stablehlo.reshape %430 : (tensor<8192x9x9x3x3xf32>) -> tensor<8192x81x3x3xf32>
    %432 = stablehlo.multiply %427, %431 : tensor<8192x81x3x3xf32>
    %433 = stablehlo.add %424, %432 : tensor<8192x81x3x3xf32>
    %434 = stablehlo.slice %423 [1:2, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %435 = stablehlo.reshape %434 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<8192x81x3x3xf32>
    %437 = stablehlo.slice %394 [0:8192, 0:9, 1:2, 0:3, 0:3] : (tensor<8192x9x3x3x3xf32>) -> tensor<8192x9x1x3x3xf32>
    %438 = stablehlo.reshape %437 : (tensor<8192x9x1x3x3xf32>) -> tensor<8192x9x3x3xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 3, 4] : (tensor<8192x9x3x3xf32>) -> tensor<8192x9x9x3x3xf32>
    %440 = stablehlo.reshape %439 : (tensor<8192x9x9x3x3xf32>) -> tensor<8192x81x3x3xf32>
    %441 = stablehlo.multiply %436, %440 : tensor<8192x81x3x3xf32>
    %442 = stablehlo.add %433, %441 : tensor<8192x81x3x3xf32>
    %443 = stablehlo.slice %423 [2:3, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %444 = stablehlo.reshape %443 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<8192x81x3x3xf32>
    %446 = stablehlo.slice %394 [0:8192, 0:9, 2:3, 0:3, 0:3] : (tensor<8192x9x3x3x3xf32>) -> tensor<8192x9x1x3x3xf32>
    %447 = stablehlo.reshape %446 : (tensor<8192x9x1x3x3xf32>) -> tensor<8192x9x3x3xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 3, 4] : (tensor<8192x9x3x3xf32>) -> tensor<8192x9x9x3x3xf32>
    %449 = stablehlo.reshape %448 : (tensor<8192x9x9x3x3xf32>) -> tensor<8192x81x3x3xf32>
    %450 = stablehlo.multiply %445, %449 : tensor<8192x81x3x3xf32>
    %451 = stablehlo.add %442, %450 : tensor<8192x81x3x3xf32>
    %452 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x729xf32>
    %453 = stablehlo.reshape %452 : (tensor<8192x729xf32>) -> tensor<8192x27x27xf32>
    %454 = stablehlo.transpose %451, dims = [0, 1, 3, 2] : (tensor<8192x81x3x3xf32>) -> tensor<8192x81x3x3xf32>
    %455 = stablehlo.slice %454 [0:8192, 0:1, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %456 = stablehlo.reshape %455 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %457 = stablehlo.dynamic_update_slice %453, %456, %c_6, %c_6, %c_6 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %458 = stablehlo.slice %454 [0:8192, 1:2, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %459 = stablehlo.reshape %458 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %460 = stablehlo.dynamic_update_slice %457, %459, %c_6, %c_6, %c : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %461 = stablehlo.slice %454 [0:8192, 2:3, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %462 = stablehlo.reshape %461 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %463 = stablehlo.dynamic_update_slice %460, %462, %c_6, %c_6, %c_0 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %464 = stablehlo.slice %454 [0:8192, 3:4, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %465 = stablehlo.reshape %464 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %466 = stablehlo.dynamic_update_slice %463, %465, %c_6, %c, %c_6 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %467 = stablehlo.slice %454 [0:8192, 4:5, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %468 = stablehlo.reshape %467 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %469 = stablehlo.dynamic_update_slice %466, %468, %c_6, %c, %c : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %470 = stablehlo.slice %454 [0:8192, 5:6, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %471 = stablehlo.reshape %470 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %472 = stablehlo.dynamic_update_slice %469, %471, %c_6, %c, %c_0 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %473 = stablehlo.slice %454 [0:8192, 6:7, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %474 = stablehlo.reshape %473 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %475 = stablehlo.dynamic_update_slice %472, %474, %c_6, %c_0, %c_6 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %476 = stablehlo.slice %454 [0:8192, 7:8, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %477 = stablehlo.reshape %476 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %478 = stablehlo.dynamic_update_slice %475, %477, %c_6, %c_0, %c : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %479 = stablehlo.slice %454 [0:8192, 8:9, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %480 = stablehlo.reshape %479 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %481 = stablehlo.dynamic_update_slice %478, %480, %c_6, %c_0, %c_0 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %482 = stablehlo.slice %454 [0:8192, 9:10, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %483 = stablehlo.reshape %482 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %484 = stablehlo.dynamic_update_slice %481, %483, %c_6, %c_6, %c_1 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %485 = stablehlo.slice %454 [0:8192, 10:11, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %486 = stablehlo.reshape %485 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %487 = stablehlo.dynamic_update_slice %484, %486, %c_6, %c_6, %c_2 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %488 = stablehlo.slice %454 [0:8192, 11:12, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %489 = stablehlo.reshape %488 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %490 = stablehlo.dynamic_update_slice %487, %489, %c_6, %c_6, %c_3 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %491 = stablehlo.slice %454 [0:8192, 12:13, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %492 = stablehlo.reshape %491 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %493 = stablehlo.dynamic_update_slice %490, %492, %c_6, %c, %c_1 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %494 = stablehlo.slice %454 [0:8192, 13:14, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %495 = stablehlo.reshape %494 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %496 = stablehlo.dynamic_update_slice %493, %495, %c_6, %c, %c_2 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %497 = stablehlo.slice %454 [0:8192, 14:15, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %498 = stablehlo.reshape %497 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %499 = stablehlo.dynamic_update_slice %496, %498, %c_6, %c, %c_3 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %500 = stablehlo.slice %454 [0:8192, 15:16, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %501 = stablehlo.reshape %500 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %502 = stablehlo.dynamic_update_slice %499, %501, %c_6, %c_0, %c_1 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %503 = stablehlo.slice %454 [0:8192, 16:17, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %504 = stablehlo.reshape %503 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %505 = stablehlo.dynamic_update_slice %502, %504, %c_6, %c_0, %c_2 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %506 = stablehlo.slice %454 [0:8192, 17:18, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %507 = stablehlo.reshape %506 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %508 = stablehlo.dynamic_update_slice %505, %507, %c_6, %c_0, %c_3 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %509 = stablehlo.slice %454 [0:8192, 18:19, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %510 = stablehlo.reshape %509 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %511 = stablehlo.dynamic_update_slice %508, %510, %c_6, %c_6, %c_4 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %512 = stablehlo.slice %454 [0:8192, 19:20, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %513 = stablehlo.reshape %512 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %514 = stablehlo.dynamic_update_slice %511, %513, %c_6, %c_6, %c_5 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %515 = stablehlo.slice %454 [0:8192, 20:21, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %516 = stablehlo.reshape %515 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %517 = stablehlo.dynamic_update_slice %514, %516, %c_6, %c_6, %c_7 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %518 = stablehlo.slice %454 [0:8192, 21:22, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %519 = stablehlo.reshape %518 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %520 = stablehlo.dynamic_update_slice %517, %519, %c_6, %c, %c_4 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %521 = stablehlo.slice %454 [0:8192, 22:23, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %522 = stablehlo.reshape %521 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %523 = stablehlo.dynamic_update_slice %520, %522, %c_6, %c, %c_5 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %524 = stablehlo.slice %454 [0:8192, 23:24, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %525 = stablehlo.reshape %524 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %526 = stablehlo.dynamic_update_slice %523, %525, %c_6, %c, %c_7 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %527 = stablehlo.slice %454 [0:8192, 24:25, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %528 = stablehlo.reshape %527 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %529 = stablehlo.dynamic_update_slice %526, %528, %c_6, %c_0, %c_4 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %530 = stablehlo.slice %454 [0:8192, 25:26, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %531 = stablehlo.reshape %530 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %532 = stablehlo.dynamic_update_slice %529, %531, %c_6, %c_0, %c_5 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %533 = stablehlo.slice %454 [0:8192, 26:27, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %534 = stablehlo.reshape %533 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %535 = stablehlo.dynamic_update_slice %532, %534, %c_6, %c_0, %c_7 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %536 = stablehlo.slice %454 [0:8192, 27:28, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %537 = stablehlo.reshape %536 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %538 = stablehlo.dynamic_update_slice %535, %537, %c_6, %c_1, %c_6 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %539 = stablehlo.slice %454 [0:8192, 28:29, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %540 = stablehlo.reshape %539 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %541 = stablehlo.dynamic_update_slice %538, %540, %c_6, %c_1, %c : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %542 = stablehlo.slice %454 [0:8192, 29:30, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %543 = stablehlo.reshape %542 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %544 = stablehlo.dynamic_update_slice %541, %543, %c_6, %c_1, %c_0 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %545 = stablehlo.slice %454 [0:8192, 30:31, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %546 = stablehlo.reshape %545 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %547 = stablehlo.dynamic_update_slice %544, %546, %c_6, %c_2, %c_6 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %548 = stablehlo.slice %454 [0:8192, 31:32, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %549 = stablehlo.reshape %548 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %550 = stablehlo.dynamic_update_slice %547, %549, %c_6, %c_2, %c : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %551 = stablehlo.slice %454 [0:8192, 32:33, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %552 = stablehlo.reshape %551 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %553 = stablehlo.dynamic_update_slice %550, %552, %c_6, %c_2, %c_0 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %554 = stablehlo.slice %454 [0:8192, 33:34, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %555 = stablehlo.reshape %554 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %556 = stablehlo.dynamic_update_slice %553, %555, %c_6, %c_3, %c_6 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %557 = stablehlo.slice %454 [0:8192, 34:35, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %558 = stablehlo.reshape %557 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %559 = stablehlo.dynamic_update_slice %556, %558, %c_6, %c_3, %c : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %560 = stablehlo.slice %454 [0:8192, 35:36, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %561 = stablehlo.reshape %560 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %562 = stablehlo.dynamic_update_slice %559, %561, %c_6, %c_3, %c_0 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %563 = stablehlo.slice %454 [0:8192, 36:37, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %564 = stablehlo.reshape %563 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %565 = stablehlo.dynamic_update_slice %562, %564, %c_6, %c_1, %c_1 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %566 = stablehlo.slice %454 [0:8192, 37:38, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %567 = stablehlo.reshape %566 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %568 = stablehlo.dynamic_update_slice %565, %567, %c_6, %c_1, %c_2 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %569 = stablehlo.slice %454 [0:8192, 38:39, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %570 = stablehlo.reshape %569 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %571 = stablehlo.dynamic_update_slice %568, %570, %c_6, %c_1, %c_3 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %572 = stablehlo.slice %454 [0:8192, 39:40, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %573 = stablehlo.reshape %572 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %574 = stablehlo.dynamic_update_slice %571, %573, %c_6, %c_2, %c_1 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %575 = stablehlo.slice %454 [0:8192, 40:41, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %576 = stablehlo.reshape %575 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %577 = stablehlo.dynamic_update_slice %574, %576, %c_6, %c_2, %c_2 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %578 = stablehlo.slice %454 [0:8192, 41:42, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %579 = stablehlo.reshape %578 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %580 = stablehlo.dynamic_update_slice %577, %579, %c_6, %c_2, %c_3 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %581 = stablehlo.slice %454 [0:8192, 42:43, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %582 = stablehlo.reshape %581 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %583 = stablehlo.dynamic_update_slice %580, %582, %c_6, %c_3, %c_1 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %584 = stablehlo.slice %454 [0:8192, 43:44, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %585 = stablehlo.reshape %584 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %586 = stablehlo.dynamic_update_slice %583, %585, %c_6, %c_3, %c_2 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %587 = stablehlo.slice %454 [0:8192, 44:45, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %588 = stablehlo.reshape %587 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %589 = stablehlo.dynamic_update_slice %586, %588, %c_6, %c_3, %c_3 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %590 = stablehlo.slice %454 [0:8192, 45:46, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %591 = stablehlo.reshape %590 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %592 = stablehlo.dynamic_update_slice %589, %591, %c_6, %c_1, %c_4 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %593 = stablehlo.slice %454 [0:8192, 46:47, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %594 = stablehlo.reshape %593 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %595 = stablehlo.dynamic_update_slice %592, %594, %c_6, %c_1, %c_5 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %596 = stablehlo.slice %454 [0:8192, 47:48, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %597 = stablehlo.reshape %596 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %598 = stablehlo.dynamic_update_slice %595, %597, %c_6, %c_1, %c_7 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %599 = stablehlo.slice %454 [0:8192, 48:49, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %600 = stablehlo.reshape %599 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %601 = stablehlo.dynamic_update_slice %598, %600, %c_6, %c_2, %c_4 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %602 = stablehlo.slice %454 [0:8192, 49:50, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %603 = stablehlo.reshape %602 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %604 = stablehlo.dynamic_update_slice %601, %603, %c_6, %c_2, %c_5 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %605 = stablehlo.slice %454 [0:8192, 50:51, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %606 = stablehlo.reshape %605 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %607 = stablehlo.dynamic_update_slice %604, %606, %c_6, %c_2, %c_7 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %608 = stablehlo.slice %454 [0:8192, 51:52, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %609 = stablehlo.reshape %608 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %610 = stablehlo.dynamic_update_slice %607, %609, %c_6, %c_3, %c_4 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %611 = stablehlo.slice %454 [0:8192, 52:53, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %612 = stablehlo.reshape %611 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %613 = stablehlo.dynamic_update_slice %610, %612, %c_6, %c_3, %c_5 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %614 = stablehlo.slice %454 [0:8192, 53:54, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %615 = stablehlo.reshape %614 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %616 = stablehlo.dynamic_update_slice %613, %615, %c_6, %c_3, %c_7 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %617 = stablehlo.slice %454 [0:8192, 54:55, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %618 = stablehlo.reshape %617 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %619 = stablehlo.dynamic_update_slice %616, %618, %c_6, %c_4, %c_6 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %620 = stablehlo.slice %454 [0:8192, 55:56, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %621 = stablehlo.reshape %620 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %622 = stablehlo.dynamic_update_slice %619, %621, %c_6, %c_4, %c : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %623 = stablehlo.slice %454 [0:8192, 56:57, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %624 = stablehlo.reshape %623 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %625 = stablehlo.dynamic_update_slice %622, %624, %c_6, %c_4, %c_0 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %626 = stablehlo.slice %454 [0:8192, 57:58, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %627 = stablehlo.reshape %626 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %628 = stablehlo.dynamic_update_slice %625, %627, %c_6, %c_5, %c_6 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %629 = stablehlo.slice %454 [0:8192, 58:59, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %630 = stablehlo.reshape %629 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %631 = stablehlo.dynamic_update_slice %628, %630, %c_6, %c_5, %c : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %632 = stablehlo.slice %454 [0:8192, 59:60, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %633 = stablehlo.reshape %632 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %634 = stablehlo.dynamic_update_slice %631, %633, %c_6, %c_5, %c_0 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %635 = stablehlo.slice %454 [0:8192, 60:61, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %636 = stablehlo.reshape %635 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %637 = stablehlo.dynamic_update_slice %634, %636, %c_6, %c_7, %c_6 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %638 = stablehlo.slice %454 [0:8192, 61:62, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %639 = stablehlo.reshape %638 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %640 = stablehlo.dynamic_update_slice %637, %639, %c_6, %c_7, %c : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %641 = stablehlo.slice %454 [0:8192, 62:63, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %642 = stablehlo.reshape %641 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %643 = stablehlo.dynamic_update_slice %640, %642, %c_6, %c_7, %c_0 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %644 = stablehlo.slice %454 [0:8192, 63:64, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %645 = stablehlo.reshape %644 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %646 = stablehlo.dynamic_update_slice %643, %645, %c_6, %c_4, %c_1 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %647 = stablehlo.slice %454 [0:8192, 64:65, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %648 = stablehlo.reshape %647 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %649 = stablehlo.dynamic_update_slice %646, %648, %c_6, %c_4, %c_2 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %650 = stablehlo.slice %454 [0:8192, 65:66, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %651 = stablehlo.reshape %650 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %652 = stablehlo.dynamic_update_slice %649, %651, %c_6, %c_4, %c_3 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %653 = stablehlo.slice %454 [0:8192, 66:67, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %654 = stablehlo.reshape %653 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %655 = stablehlo.dynamic_update_slice %652, %654, %c_6, %c_5, %c_1 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %656 = stablehlo.slice %454 [0:8192, 67:68, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %657 = stablehlo.reshape %656 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %658 = stablehlo.dynamic_update_slice %655, %657, %c_6, %c_5, %c_2 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %659 = stablehlo.slice %454 [0:8192, 68:69, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %660 = stablehlo.reshape %659 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %661 = stablehlo.dynamic_update_slice %658, %660, %c_6, %c_5, %c_3 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %662 = stablehlo.slice %454 [0:8192, 69:70, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %663 = stablehlo.reshape %662 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %664 = stablehlo.dynamic_update_slice %661, %663, %c_6, %c_7, %c_1 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %665 = stablehlo.slice %454 [0:8192, 70:71, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %666 = stablehlo.reshape %665 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %667 = stablehlo.dynamic_update_slice %664, %666, %c_6, %c_7, %c_2 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %668 = stablehlo.slice %454 [0:8192, 71:72, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %669 = stablehlo.reshape %668 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %670 = stablehlo.dynamic_update_slice %667, %669, %c_6, %c_7, %c_3 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %671 = stablehlo.slice %454 [0:8192, 72:73, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %672 = stablehlo.reshape %671 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %673 = stablehlo.dynamic_update_slice %670, %672, %c_6, %c_4, %c_4 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %674 = stablehlo.slice %454 [0:8192, 73:74, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %675 = stablehlo.reshape %674 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %676 = stablehlo.dynamic_update_slice %673, %675, %c_6, %c_4, %c_5 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %677 = stablehlo.slice %454 [0:8192, 74:75, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %678 = stablehlo.reshape %677 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %679 = stablehlo.dynamic_update_slice %676, %678, %c_6, %c_4, %c_7 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %680 = stablehlo.slice %454 [0:8192, 75:76, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %681 = stablehlo.reshape %680 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %682 = stablehlo.dynamic_update_slice %679, %681, %c_6, %c_5, %c_4 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %683 = stablehlo.slice %454 [0:8192, 76:77, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %684 = stablehlo.reshape %683 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %685 = stablehlo.dynamic_update_slice %682, %684, %c_6, %c_5, %c_5 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %686 = stablehlo.slice %454 [0:8192, 77:78, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %687 = stablehlo.reshape %686 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %688 = stablehlo.dynamic_update_slice %685, %687, %c_6, %c_5, %c_7 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %689 = stablehlo.slice %454 [0:8192, 78:79, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %690 = stablehlo.reshape %689 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %691 = stablehlo.dynamic_update_slice %688, %690, %c_6, %c_7, %c_4 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %692 = stablehlo.slice %454 [0:8192, 79:80, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %693 = stablehlo.reshape %692 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %694 = stablehlo.dynamic_update_slice %691, %693, %c_6, %c_7, %c_5 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    %695 = stablehlo.slice %454 [0:8192, 80:81, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %696 = stablehlo.reshape %695 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %697 = stablehlo.dynamic_update_slice %694, %696, %c_6, %c_7, %c_7 : (tensor<8192x27x27xf32>, tensor<8192x3x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8192x27x27xf32>
    return %697 : tensor<8192x27x27xf32>
  }
}
