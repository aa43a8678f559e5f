module @jit_mass_apply_2d_b10_e3_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xf32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.slice %arg0 [0:524288, 0:3, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x3x1xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x3x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<524288x3x1xf32>) -> tensor<524288x3x3xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<524288x3x3xf32>
    %7 = stablehlo.slice %arg1 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<3x1xf32>) -> tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %10 = stablehlo.slice %arg0 [0:524288, 0:3, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x3x1xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x3x3xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<524288x3x1xf32>) -> tensor<524288x3x3xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<524288x3x3xf32>
    %14 = stablehlo.slice %arg1 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<3x1xf32>) -> tensor<3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %17 = stablehlo.slice %arg0 [0:524288, 0:3, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x3x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x3x3xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<524288x3x1xf32>) -> tensor<524288x3x3xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<524288x3x3xf32>
    %21 = stablehlo.add %6, %13 : tensor<524288x3x3xf32>
    %22 = stablehlo.add %21, %20 : tensor<524288x3x3xf32>
    %23 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<1x3x1xf32>
    %25 = stablehlo.slice %22 [0:524288, 0:1, 0:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x3xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x3x1xf32>) -> tensor<524288x3x3xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<524288x1x3xf32>) -> tensor<524288x3x3xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<524288x3x3xf32>
    %29 = stablehlo.slice %arg1 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<1x3x1xf32>
    %31 = stablehlo.slice %22 [0:524288, 1:2, 0:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x3xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x3x1xf32>) -> tensor<524288x3x3xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<524288x1x3xf32>) -> tensor<524288x3x3xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<524288x3x3xf32>
    %35 = stablehlo.slice %arg1 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<1x3x1xf32>
    %37 = stablehlo.slice %22 [0:524288, 2:3, 0:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x3xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x3x1xf32>) -> tensor<524288x3x3xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<524288x1x3xf32>) -> tensor<524288x3x3xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<524288x3x3xf32>
    %41 = stablehlo.add %28, %34 : tensor<524288x3x3xf32>
    %42 = stablehlo.add %41, %40 : tensor<524288x3x3xf32>
    %43 = stablehlo.multiply %42, %arg2 : tensor<524288x3x3xf32>
    %44 = stablehlo.slice %arg1 [0:1, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x3xf32>) -> tensor<3xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %47 = stablehlo.slice %43 [0:524288, 0:3, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x3x1xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x3x3xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<524288x3x1xf32>) -> tensor<524288x3x3xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<524288x3x3xf32>
    %51 = stablehlo.slice %arg1 [1:2, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x3xf32>) -> tensor<3xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %54 = stablehlo.slice %43 [0:524288, 0:3, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x3x1xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x3x3xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<524288x3x1xf32>) -> tensor<524288x3x3xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<524288x3x3xf32>
    %58 = stablehlo.slice %arg1 [2:3, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %59 = stablehlo.reshape %58 : (tensor<1x3xf32>) -> tensor<3xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %61 = stablehlo.slice %43 [0:524288, 0:3, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x3x1xf32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<524288x3x3xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<524288x3x1xf32>) -> tensor<524288x3x3xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<524288x3x3xf32>
    %65 = stablehlo.add %50, %57 : tensor<524288x3x3xf32>
    %66 = stablehlo.add %65, %64 : tensor<524288x3x3xf32>
    %67 = stablehlo.slice %arg1 [0:1, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %68 = stablehlo.reshape %67 : (tensor<1x3xf32>) -> tensor<3xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %70 = stablehlo.slice %66 [0:524288, 0:1, 0:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x3xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x3x1xf32>) -> tensor<524288x3x3xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<524288x1x3xf32>) -> tensor<524288x3x3xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<524288x3x3xf32>
    %74 = stablehlo.slice %arg1 [1:2, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x3xf32>) -> tensor<3xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %77 = stablehlo.slice %66 [0:524288, 1:2, 0:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x3xf32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x3x1xf32>) -> tensor<524288x3x3xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<524288x1x3xf32>) -> tensor<524288x3x3xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<524288x3x3xf32>
    %81 = stablehlo.slice %arg1 [2:3, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x3xf32>) -> tensor<3xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %84 = stablehlo.slice %66 [0:524288, 2:3, 0:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x3xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x3x1xf32>) -> tensor<524288x3x3xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<524288x1x3xf32>) -> tensor<524288x3x3xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<524288x3x3xf32>
    %88 = stablehlo.add %73, %80 : tensor<524288x3x3xf32>
    %89 = stablehlo.add %88, %87 : tensor<524288x3x3xf32>
    return %89 : tensor<524288x3x3xf32>
  }
}
