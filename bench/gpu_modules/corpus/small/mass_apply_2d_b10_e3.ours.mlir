module @jit_mass_apply_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<32x3x3xf32>) -> (tensor<32x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %1 = stablehlo.slice %0 [0:7:3] : (tensor<9xf32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %4 = stablehlo.slice %3 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %5 = stablehlo.slice %3 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %6 = stablehlo.slice %3 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %7 = stablehlo.concatenate %4, %4, %4, %5, %5, %5, %6, %6, %6, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %8 = stablehlo.reshape %7 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<32x3x3xf32>
    %10 = stablehlo.slice %0 [1:8:3] : (tensor<9xf32>) -> tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %12 = stablehlo.slice %3 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %13 = stablehlo.slice %3 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %14 = stablehlo.slice %3 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %15 = stablehlo.concatenate %12, %12, %12, %13, %13, %13, %14, %14, %14, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %16 = stablehlo.reshape %15 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %17 = stablehlo.multiply %11, %16 : tensor<32x3x3xf32>
    %18 = stablehlo.add %9, %17 : tensor<32x3x3xf32>
    %19 = stablehlo.slice %0 [2:9:3] : (tensor<9xf32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %21 = stablehlo.slice %3 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %22 = stablehlo.slice %3 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %23 = stablehlo.slice %3 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %24 = stablehlo.concatenate %21, %21, %21, %22, %22, %22, %23, %23, %23, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %25 = stablehlo.reshape %24 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %26 = stablehlo.multiply %20, %25 : tensor<32x3x3xf32>
    %27 = stablehlo.add %18, %26 : tensor<32x3x3xf32>
    %28 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %29 = stablehlo.reshape %27 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %30 = stablehlo.slice %29 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %31 = stablehlo.concatenate %30, %30, %30, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %32 = stablehlo.reshape %31 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<32x3x3xf32>
    %34 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %35 = stablehlo.slice %29 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %36 = stablehlo.concatenate %35, %35, %35, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %37 = stablehlo.reshape %36 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<32x3x3xf32>
    %39 = stablehlo.add %33, %38 : tensor<32x3x3xf32>
    %40 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %41 = stablehlo.slice %29 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %42 = stablehlo.concatenate %41, %41, %41, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %43 = stablehlo.reshape %42 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<32x3x3xf32>
    %45 = stablehlo.add %39, %44 : tensor<32x3x3xf32>
    %46 = stablehlo.multiply %45, %arg2 : tensor<32x3x3xf32>
    %47 = stablehlo.slice %0 [0:3] : (tensor<9xf32>) -> tensor<3xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %49 = stablehlo.reshape %46 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %50 = stablehlo.slice %49 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %51 = stablehlo.slice %49 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %52 = stablehlo.slice %49 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %53 = stablehlo.concatenate %50, %50, %50, %51, %51, %51, %52, %52, %52, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %54 = stablehlo.reshape %53 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %55 = stablehlo.multiply %48, %54 : tensor<32x3x3xf32>
    %56 = stablehlo.slice %0 [3:6] : (tensor<9xf32>) -> tensor<3xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %58 = stablehlo.slice %49 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %59 = stablehlo.slice %49 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %60 = stablehlo.slice %49 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %61 = stablehlo.concatenate %58, %58, %58, %59, %59, %59, %60, %60, %60, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %62 = stablehlo.reshape %61 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %63 = stablehlo.multiply %57, %62 : tensor<32x3x3xf32>
    %64 = stablehlo.add %55, %63 : tensor<32x3x3xf32>
    %65 = stablehlo.slice %0 [6:9] : (tensor<9xf32>) -> tensor<3xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [2] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %67 = stablehlo.slice %49 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %68 = stablehlo.slice %49 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %69 = stablehlo.slice %49 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %70 = stablehlo.concatenate %67, %67, %67, %68, %68, %68, %69, %69, %69, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %71 = stablehlo.reshape %70 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %72 = stablehlo.multiply %66, %71 : tensor<32x3x3xf32>
    %73 = stablehlo.add %64, %72 : tensor<32x3x3xf32>
    %74 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %75 = stablehlo.reshape %73 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %76 = stablehlo.slice %75 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %77 = stablehlo.concatenate %76, %76, %76, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %78 = stablehlo.reshape %77 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %79 = stablehlo.multiply %74, %78 : tensor<32x3x3xf32>
    %80 = stablehlo.broadcast_in_dim %56, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %81 = stablehlo.slice %75 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %82 = stablehlo.concatenate %81, %81, %81, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %83 = stablehlo.reshape %82 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<32x3x3xf32>
    %85 = stablehlo.add %79, %84 : tensor<32x3x3xf32>
    %86 = stablehlo.broadcast_in_dim %65, dims = [1] : (tensor<3xf32>) -> tensor<32x3x3xf32>
    %87 = stablehlo.slice %75 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %88 = stablehlo.concatenate %87, %87, %87, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %89 = stablehlo.reshape %88 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %90 = stablehlo.multiply %86, %89 : tensor<32x3x3xf32>
    %91 = stablehlo.add %85, %90 : tensor<32x3x3xf32>
    return %91 : tensor<32x3x3xf32>
  }
}
