"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<2x6xi32>, sym_name = "main"}> ({
    %0 = "stablehlo.constant"() <{value = dense<-2> : tensor<2x6xi32>}> : () -> tensor<2x6xi32>
    %1 = "stablehlo.count_leading_zeros"(%0) : (tensor<2x6xi32>) -> tensor<2x6xi32>
    "func.return"(%1) : (tensor<2x6xi32>) -> ()
  }) : () -> ()
}) : () -> ()
