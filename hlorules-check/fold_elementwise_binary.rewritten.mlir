"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<5x4xi32>, sym_name = "main"}> ({
    %0 = "stablehlo.constant"() <{value = dense<"0x0000000000000000000000000000000001000000B7C71A400100000000000000ABE9D47DFFFFFFFF0000000000000000FFFFFFFFB7C71A4000000000B7C71A40FFFFFFFFFFFFFFFFFFFFFFFFB7C71A40"> : tensor<5x4xi32>}> : () -> tensor<5x4xi32>
    "func.return"(%0) : (tensor<5x4xi32>) -> ()
  }) : () -> ()
}) : () -> ()
