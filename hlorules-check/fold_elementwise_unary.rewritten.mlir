"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<2x6xi32>, sym_name = "main"}> ({
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<2x6xi32>}> : () -> tensor<2x6xi32>
    "func.return"(%0) : (tensor<2x6xi32>) -> ()
  }) : () -> ()
}) : () -> ()
