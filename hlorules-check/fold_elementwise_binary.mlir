"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<5x4xi32>, sym_name = "main"}> ({
    %0 = "stablehlo.constant"() <{value = dense<"0xFEFFFFFF0200000002000000FEFFFFFF010000000700000001000000FEFFFFFF03000000FFFFFFFF0200000002000000FFFFFFFF070000000200000007000000FFFFFFFFFFFFFFFFFFFFFFFF07000000"> : tensor<5x4xi32>}> : () -> tensor<5x4xi32>
    %1 = "stablehlo.constant"() <{value = dense<"0xFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7F"> : tensor<5x4xi32>}> : () -> tensor<5x4xi32>
    %2 = "stablehlo.power"(%0, %1) : (tensor<5x4xi32>, tensor<5x4xi32>) -> tensor<5x4xi32>
    "func.return"(%2) : (tensor<5x4xi32>) -> ()
  }) : () -> ()
}) : () -> ()
