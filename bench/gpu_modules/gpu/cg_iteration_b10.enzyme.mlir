module @jit_cg_iteration_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<4096x27xf32>, %arg1: tensor<4096x27xf32>, %arg2: tensor<4096x27xf32>, %arg3: tensor<f32>, %arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>, %arg6: tensor<4096x6x27xf32>, %arg7: tensor<4096x27xf32>) -> (tensor<4096x27xf32> {jax.result_info = "result[0]"}, tensor<4096x27xf32> {jax.result_info = "result[1]"}, tensor<4096x27xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<[[0], [0], [0], [0], [0], [0], [0], [0], [0], [1], [1], [1], [1], [1], [1], [1], [1], [1], [2], [2], [2], [2], [2], [2], [2], [2], [2], [3], [3], [3], [3], [3], [3], [3], [3], [3], [4], [4], [4], [4], [4], [4], [4], [4], [4], [5], [5], [5], [5], [5], [5], [5], [5], [5], [6], [6], [6], [6], [6], [6], [6], [6], [6], [7], [7], [7], [7], [7], [7], [7], [7], [7], [8], [8], [8], [8], [8], [8], [8], [8], [8]]> : tensor<81x1xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_0 = stablehlo.constant dense<[[[202], [202], [202], [202], [202], [202], [202], [202], [202], [202]], [[212], [212], [212], [212], [212], [212], [212], [212], [212], [212]], [[222], [222], [222], [222], [222], [222], [222], [222], [222], [222]], [[232], [232], [232], [232], [232], [232], [232], [232], [232], [232]], [[242], [242], [242], [242], [242], [242], [242], [242], [242], [242]], [[252], [252], [252], [252], [252], [252], [252], [252], [252], [252]], [[262], [262], [262], [262], [262], [262], [262], [262], [262], [262]], [[272], [272], [272], [272], [272], [272], [272], [272], [272], [272]], [[282], [282], [282], [282], [282], [282], [282], [282], [282], [282]], [[292], [292], [292], [292], [292], [292], [292], [292], [292], [292]]]> : tensor<10x10x1xi32>
    %c_1 = stablehlo.constant dense<[[[201], [201], [201], [201], [201], [201], [201], [201], [201], [201]], [[211], [211], [211], [211], [211], [211], [211], [211], [211], [211]], [[221], [221], [221], [221], [221], [221], [221], [221], [221], [221]], [[231], [231], [231], [231], [231], [231], [231], [231], [231], [231]], [[241], [241], [241], [241], [241], [241], [241], [241], [241], [241]], [[251], [251], [251], [251], [251], [251], [251], [251], [251], [251]], [[261], [261], [261], [261], [261], [261], [261], [261], [261], [261]], [[271], [271], [271], [271], [271], [271], [271], [271], [271], [271]], [[281], [281], [281], [281], [281], [281], [281], [281], [281], [281]], [[291], [291], [291], [291], [291], [291], [291], [291], [291], [291]]]> : tensor<10x10x1xi32>
    %c_2 = stablehlo.constant dense<[[[200], [200], [200], [200], [200], [200], [200], [200], [200], [200]], [[210], [210], [210], [210], [210], [210], [210], [210], [210], [210]], [[220], [220], [220], [220], [220], [220], [220], [220], [220], [220]], [[230], [230], [230], [230], [230], [230], [230], [230], [230], [230]], [[240], [240], [240], [240], [240], [240], [240], [240], [240], [240]], [[250], [250], [250], [250], [250], [250], [250], [250], [250], [250]], [[260], [260], [260], [260], [260], [260], [260], [260], [260], [260]], [[270], [270], [270], [270], [270], [270], [270], [270], [270], [270]], [[280], [280], [280], [280], [280], [280], [280], [280], [280], [280]], [[290], [290], [290], [290], [290], [290], [290], [290], [290], [290]]]> : tensor<10x10x1xi32>
    %c_3 = stablehlo.constant dense<[[[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]]]> : tensor<10x10x1xi32>
    %c_4 = stablehlo.constant dense<[[[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]]]> : tensor<10x10x1xi32>
    %c_5 = stablehlo.constant dense<[[[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]]]> : tensor<10x10x1xi32>
    %c_6 = stablehlo.constant dense<[[[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]]]> : tensor<10x10x1xi32>
    %c_7 = stablehlo.constant dense<[[[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]]]> : tensor<10x10x1xi32>
    %c_8 = stablehlo.constant dense<[[[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]]]> : tensor<10x10x1xi32>
    %c_9 = stablehlo.constant dense<[[[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]]]> : tensor<10x10x1xi32>
    %c_10 = stablehlo.constant dense<[[[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]]]> : tensor<10x10x1xi32>
    %c_11 = stablehlo.constant dense<[[[102], [102], [102], [102], [102], [102], [102], [102], [102], [102]], [[112], [112], [112], [112], [112], [112], [112], [112], [112], [112]], [[122], [122], [122], [122], [122], [122], [122], [122], [122], [122]], [[132], [132], [132], [132], [132], [132], [132], [132], [132], [132]], [[142], [142], [142], [142], [142], [142], [142], [142], [142], [142]], [[152], [152], [152], [152], [152], [152], [152], [152], [152], [152]], [[162], [162], [162], [162], [162], [162], [162], [162], [162], [162]], [[172], [172], [172], [172], [172], [172], [172], [172], [172], [172]], [[182], [182], [182], [182], [182], [182], [182], [182], [182], [182]], [[192], [192], [192], [192], [192], [192], [192], [192], [192], [192]]]> : tensor<10x10x1xi32>
    %c_12 = stablehlo.constant dense<[[[101], [101], [101], [101], [101], [101], [101], [101], [101], [101]], [[111], [111], [111], [111], [111], [111], [111], [111], [111], [111]], [[121], [121], [121], [121], [121], [121], [121], [121], [121], [121]], [[131], [131], [131], [131], [131], [131], [131], [131], [131], [131]], [[141], [141], [141], [141], [141], [141], [141], [141], [141], [141]], [[151], [151], [151], [151], [151], [151], [151], [151], [151], [151]], [[161], [161], [161], [161], [161], [161], [161], [161], [161], [161]], [[171], [171], [171], [171], [171], [171], [171], [171], [171], [171]], [[181], [181], [181], [181], [181], [181], [181], [181], [181], [181]], [[191], [191], [191], [191], [191], [191], [191], [191], [191], [191]]]> : tensor<10x10x1xi32>
    %c_13 = stablehlo.constant dense<[[[100], [100], [100], [100], [100], [100], [100], [100], [100], [100]], [[110], [110], [110], [110], [110], [110], [110], [110], [110], [110]], [[120], [120], [120], [120], [120], [120], [120], [120], [120], [120]], [[130], [130], [130], [130], [130], [130], [130], [130], [130], [130]], [[140], [140], [140], [140], [140], [140], [140], [140], [140], [140]], [[150], [150], [150], [150], [150], [150], [150], [150], [150], [150]], [[160], [160], [160], [160], [160], [160], [160], [160], [160], [160]], [[170], [170], [170], [170], [170], [170], [170], [170], [170], [170]], [[180], [180], [180], [180], [180], [180], [180], [180], [180], [180]], [[190], [190], [190], [190], [190], [190], [190], [190], [190], [190]]]> : tensor<10x10x1xi32>
    %c_14 = stablehlo.constant dense<[[[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[12], [12], [12], [12], [12], [12], [12], [12], [12], [12]], [[22], [22], [22], [22], [22], [22], [22], [22], [22], [22]], [[32], [32], [32], [32], [32], [32], [32], [32], [32], [32]], [[42], [42], [42], [42], [42], [42], [42], [42], [42], [42]], [[52], [52], [52], [52], [52], [52], [52], [52], [52], [52]], [[62], [62], [62], [62], [62], [62], [62], [62], [62], [62]], [[72], [72], [72], [72], [72], [72], [72], [72], [72], [72]], [[82], [82], [82], [82], [82], [82], [82], [82], [82], [82]], [[92], [92], [92], [92], [92], [92], [92], [92], [92], [92]]]> : tensor<10x10x1xi32>
    %c_15 = stablehlo.constant dense<[[[1], [1], [1], [1], [1], [1], [1], [1], [1], [1]], [[11], [11], [11], [11], [11], [11], [11], [11], [11], [11]], [[21], [21], [21], [21], [21], [21], [21], [21], [21], [21]], [[31], [31], [31], [31], [31], [31], [31], [31], [31], [31]], [[41], [41], [41], [41], [41], [41], [41], [41], [41], [41]], [[51], [51], [51], [51], [51], [51], [51], [51], [51], [51]], [[61], [61], [61], [61], [61], [61], [61], [61], [61], [61]], [[71], [71], [71], [71], [71], [71], [71], [71], [71], [71]], [[81], [81], [81], [81], [81], [81], [81], [81], [81], [81]], [[91], [91], [91], [91], [91], [91], [91], [91], [91], [91]]]> : tensor<10x10x1xi32>
    %c_16 = stablehlo.constant dense<[[[0], [0], [0], [0], [0], [0], [0], [0], [0], [0]], [[10], [10], [10], [10], [10], [10], [10], [10], [10], [10]], [[20], [20], [20], [20], [20], [20], [20], [20], [20], [20]], [[30], [30], [30], [30], [30], [30], [30], [30], [30], [30]], [[40], [40], [40], [40], [40], [40], [40], [40], [40], [40]], [[50], [50], [50], [50], [50], [50], [50], [50], [50], [50]], [[60], [60], [60], [60], [60], [60], [60], [60], [60], [60]], [[70], [70], [70], [70], [70], [70], [70], [70], [70], [70]], [[80], [80], [80], [80], [80], [80], [80], [80], [80], [80]], [[90], [90], [90], [90], [90], [90], [90], [90], [90], [90]]]> : tensor<10x10x1xi32>
    %c_17 = stablehlo.constant dense<729> : tensor<10x10xi32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<4096x729xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<4096x81x10x10xf32>
    %c_20 = stablehlo.constant dense<26> : tensor<10x10x1xi32>
    %c_21 = stablehlo.constant dense<25> : tensor<10x10x1xi32>
    %c_22 = stablehlo.constant dense<24> : tensor<10x10xi32>
    %c_23 = stablehlo.constant dense<24> : tensor<10x10x1xi32>
    %c_24 = stablehlo.constant dense<23> : tensor<10x10x1xi32>
    %c_25 = stablehlo.constant dense<22> : tensor<10x10x1xi32>
    %c_26 = stablehlo.constant dense<21> : tensor<10x10xi32>
    %c_27 = stablehlo.constant dense<21> : tensor<10x10x1xi32>
    %c_28 = stablehlo.constant dense<19> : tensor<10x10x1xi32>
    %c_29 = stablehlo.constant dense<18> : tensor<10x10xi32>
    %c_30 = stablehlo.constant dense<18> : tensor<10x10x1xi32>
    %c_31 = stablehlo.constant dense<17> : tensor<10x10x1xi32>
    %c_32 = stablehlo.constant dense<16> : tensor<10x10x1xi32>
    %c_33 = stablehlo.constant dense<15> : tensor<10x10xi32>
    %c_34 = stablehlo.constant dense<15> : tensor<10x10x1xi32>
    %c_35 = stablehlo.constant dense<14> : tensor<10x10x1xi32>
    %c_36 = stablehlo.constant dense<13> : tensor<10x10x1xi32>
    %c_37 = stablehlo.constant dense<12> : tensor<10x10xi32>
    %c_38 = stablehlo.constant dense<12> : tensor<10x10x1xi32>
    %c_39 = stablehlo.constant dense<11> : tensor<10x10x1xi32>
    %c_40 = stablehlo.constant dense<9> : tensor<10x10xi32>
    %c_41 = stablehlo.constant dense<9> : tensor<10x10x1xi32>
    %c_42 = stablehlo.constant dense<8> : tensor<10x10x1xi32>
    %c_43 = stablehlo.constant dense<7> : tensor<10x10x1xi32>
    %c_44 = stablehlo.constant dense<5> : tensor<10x10x1xi32>
    %c_45 = stablehlo.constant dense<4> : tensor<10x10x1xi32>
    %c_46 = stablehlo.constant dense<27> : tensor<10x10xi32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<4096x27xf32>
    %c_48 = stablehlo.constant dense<6> : tensor<10x10x1xi32>
    %c_49 = stablehlo.constant dense<3> : tensor<10x10x1xi32>
    %c_50 = stablehlo.constant dense<2> : tensor<10x10x1xi32>
    %c_51 = stablehlo.constant dense<1> : tensor<10x10x1xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<10x10x1xi32>
    %c_53 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]]]> : tensor<10x10x1xi32>
    %c_54 = stablehlo.constant dense<1> : tensor<10x10xi32>
    %c_55 = stablehlo.constant dense<20> : tensor<10x10xi32>
    %c_56 = stablehlo.constant dense<20> : tensor<10x10x1xi32>
    %c_57 = stablehlo.constant dense<6> : tensor<10x10xi32>
    %c_58 = stablehlo.constant dense<1000> : tensor<10x10xi32>
    %c_59 = stablehlo.constant dense<0> : tensor<10x10xi32>
    %c_60 = stablehlo.constant dense<16777216> : tensor<10x10xi32>
    %c_61 = stablehlo.constant dense<3> : tensor<10x10xi32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<4096x1000xf32>
    %c_63 = stablehlo.constant dense<10> : tensor<10x10xi32>
    %c_64 = stablehlo.constant dense<10> : tensor<10x10x1xi32>
    %c_65 = stablehlo.constant dense<1> : tensor<i32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %c_67 = stablehlo.constant dense<3> : tensor<i32>
    %c_68 = stablehlo.constant dense<[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [3, 3, 3, 3, 3, 3, 3, 3, 3, 3], [4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], [6, 6, 6, 6, 6, 6, 6, 6, 6, 6], [7, 7, 7, 7, 7, 7, 7, 7, 7, 7], [8, 8, 8, 8, 8, 8, 8, 8, 8, 8], [9, 9, 9, 9, 9, 9, 9, 9, 9, 9]]> : tensor<10x10xi32>
    %c_69 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]> : tensor<10x10xi32>
    %c_70 = stablehlo.constant dense<[[true, true, true, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false]]> : tensor<10x10xi1>
    %c_71 = stablehlo.constant dense<2> : tensor<10x10xi32>
    %0 = stablehlo.minimum %c_68, %c_71 : tensor<10x10xi32>
    %1 = stablehlo.minimum %c_69, %c_71 : tensor<10x10xi32>
    %2 = stablehlo.multiply %c_68, %c_63 : tensor<10x10xi32>
    %3 = stablehlo.add %2, %c_69 : tensor<10x10xi32>
    %4 = stablehlo.multiply %0, %c_61 : tensor<10x10xi32>
    %5 = stablehlo.add %4, %1 : tensor<10x10xi32>
    %6 = stablehlo.reshape %5 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %7 = "stablehlo.gather"(%arg2, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %8 = stablehlo.select %c_70, %3, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %9 = stablehlo.compare LT, %8, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %10 = stablehlo.add %8, %c_58 : tensor<10x10xi32>
    %11 = stablehlo.select %9, %10, %8 : tensor<10x10xi1>, tensor<10x10xi32>
    %12 = stablehlo.reshape %11 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %13 = "stablehlo.scatter"(%cst_62, %12, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %14 = stablehlo.add %c_61, %0 : tensor<10x10xi32>
    %15 = stablehlo.multiply %14, %c_61 : tensor<10x10xi32>
    %16 = stablehlo.add %15, %1 : tensor<10x10xi32>
    %17 = stablehlo.reshape %16 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %18 = "stablehlo.gather"(%arg2, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %19 = stablehlo.add %c_63, %c_68 : tensor<10x10xi32>
    %20 = stablehlo.multiply %19, %c_63 : tensor<10x10xi32>
    %21 = stablehlo.add %20, %c_69 : tensor<10x10xi32>
    %22 = stablehlo.select %c_70, %21, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %23 = stablehlo.compare LT, %22, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %24 = stablehlo.add %22, %c_58 : tensor<10x10xi32>
    %25 = stablehlo.select %23, %24, %22 : tensor<10x10xi1>, tensor<10x10xi32>
    %26 = stablehlo.reshape %25 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %27 = "stablehlo.scatter"(%13, %26, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %28 = stablehlo.add %c_57, %0 : tensor<10x10xi32>
    %29 = stablehlo.multiply %28, %c_61 : tensor<10x10xi32>
    %30 = stablehlo.add %29, %1 : tensor<10x10xi32>
    %31 = stablehlo.reshape %30 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %32 = "stablehlo.gather"(%arg2, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %33 = stablehlo.add %c_55, %c_68 : tensor<10x10xi32>
    %34 = stablehlo.multiply %33, %c_63 : tensor<10x10xi32>
    %35 = stablehlo.add %34, %c_69 : tensor<10x10xi32>
    %36 = stablehlo.select %c_70, %35, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %37 = stablehlo.compare LT, %36, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %38 = stablehlo.add %36, %c_58 : tensor<10x10xi32>
    %39 = stablehlo.select %37, %38, %36 : tensor<10x10xi1>, tensor<10x10xi32>
    %40 = stablehlo.reshape %39 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %41 = "stablehlo.scatter"(%27, %40, %32) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %42 = "stablehlo.gather"(%41, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %43 = stablehlo.reshape %arg4 : (tensor<3x3xf32>) -> tensor<9xf32>
    %44 = stablehlo.multiply %1, %c_61 : tensor<10x10xi32>
    %45 = stablehlo.reshape %44 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %46 = "stablehlo.gather"(%43, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %48 = stablehlo.multiply %47, %42 : tensor<4096x10x10xf32>
    %49 = stablehlo.reshape %arg5 : (tensor<3x3xf32>) -> tensor<9xf32>
    %50 = "stablehlo.gather"(%49, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %52 = stablehlo.multiply %51, %42 : tensor<4096x10x10xf32>
    %53 = "stablehlo.gather"(%41, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %54 = stablehlo.add %44, %c_54 : tensor<10x10xi32>
    %55 = stablehlo.reshape %54 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %56 = "stablehlo.gather"(%43, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %58 = stablehlo.multiply %57, %53 : tensor<4096x10x10xf32>
    %59 = "stablehlo.gather"(%49, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %61 = stablehlo.multiply %60, %53 : tensor<4096x10x10xf32>
    %62 = stablehlo.add %48, %58 : tensor<4096x10x10xf32>
    %63 = stablehlo.add %52, %61 : tensor<4096x10x10xf32>
    %64 = "stablehlo.gather"(%41, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %65 = stablehlo.add %44, %c_71 : tensor<10x10xi32>
    %66 = stablehlo.reshape %65 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %67 = "stablehlo.gather"(%43, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %69 = stablehlo.multiply %68, %64 : tensor<4096x10x10xf32>
    %70 = "stablehlo.gather"(%49, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %72 = stablehlo.multiply %71, %64 : tensor<4096x10x10xf32>
    %73 = stablehlo.add %62, %69 : tensor<4096x10x10xf32>
    %74 = stablehlo.add %63, %72 : tensor<4096x10x10xf32>
    %75 = "stablehlo.scatter"(%cst_62, %12, %73) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %76 = "stablehlo.scatter"(%cst_62, %12, %74) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %77 = "stablehlo.gather"(%41, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %78 = stablehlo.multiply %47, %77 : tensor<4096x10x10xf32>
    %79 = stablehlo.multiply %51, %77 : tensor<4096x10x10xf32>
    %80 = "stablehlo.gather"(%41, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %81 = stablehlo.multiply %57, %80 : tensor<4096x10x10xf32>
    %82 = stablehlo.multiply %60, %80 : tensor<4096x10x10xf32>
    %83 = stablehlo.add %78, %81 : tensor<4096x10x10xf32>
    %84 = stablehlo.add %79, %82 : tensor<4096x10x10xf32>
    %85 = "stablehlo.gather"(%41, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %86 = stablehlo.multiply %68, %85 : tensor<4096x10x10xf32>
    %87 = stablehlo.multiply %71, %85 : tensor<4096x10x10xf32>
    %88 = stablehlo.add %83, %86 : tensor<4096x10x10xf32>
    %89 = stablehlo.add %84, %87 : tensor<4096x10x10xf32>
    %90 = "stablehlo.scatter"(%75, %26, %88) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %91 = "stablehlo.scatter"(%76, %26, %89) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %92 = stablehlo.reshape %34 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %93 = "stablehlo.gather"(%41, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %94 = stablehlo.multiply %47, %93 : tensor<4096x10x10xf32>
    %95 = stablehlo.multiply %51, %93 : tensor<4096x10x10xf32>
    %96 = stablehlo.add %34, %c_54 : tensor<10x10xi32>
    %97 = stablehlo.reshape %96 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %98 = "stablehlo.gather"(%41, %97) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %99 = stablehlo.multiply %57, %98 : tensor<4096x10x10xf32>
    %100 = stablehlo.multiply %60, %98 : tensor<4096x10x10xf32>
    %101 = stablehlo.add %94, %99 : tensor<4096x10x10xf32>
    %102 = stablehlo.add %95, %100 : tensor<4096x10x10xf32>
    %103 = stablehlo.add %34, %c_71 : tensor<10x10xi32>
    %104 = stablehlo.reshape %103 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %105 = "stablehlo.gather"(%41, %104) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %106 = stablehlo.multiply %68, %105 : tensor<4096x10x10xf32>
    %107 = stablehlo.multiply %71, %105 : tensor<4096x10x10xf32>
    %108 = stablehlo.add %101, %106 : tensor<4096x10x10xf32>
    %109 = stablehlo.add %102, %107 : tensor<4096x10x10xf32>
    %110 = "stablehlo.scatter"(%90, %40, %108) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %111 = "stablehlo.scatter"(%91, %40, %109) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %112 = "stablehlo.gather"(%110, %c_53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %113 = "stablehlo.gather"(%111, %c_53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %114 = stablehlo.reshape %4 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %115 = "stablehlo.gather"(%43, %114) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %116 = "stablehlo.gather"(%49, %114) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %118 = stablehlo.multiply %117, %113 : tensor<4096x10x10xf32>
    %119 = stablehlo.broadcast_in_dim %116, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %120 = stablehlo.multiply %119, %112 : tensor<4096x10x10xf32>
    %121 = stablehlo.multiply %117, %112 : tensor<4096x10x10xf32>
    %122 = "stablehlo.gather"(%110, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %123 = "stablehlo.gather"(%111, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %124 = stablehlo.add %4, %c_54 : tensor<10x10xi32>
    %125 = stablehlo.reshape %124 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %126 = "stablehlo.gather"(%43, %125) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %127 = "stablehlo.gather"(%49, %125) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %129 = stablehlo.multiply %128, %123 : tensor<4096x10x10xf32>
    %130 = stablehlo.broadcast_in_dim %127, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %131 = stablehlo.multiply %130, %122 : tensor<4096x10x10xf32>
    %132 = stablehlo.multiply %128, %122 : tensor<4096x10x10xf32>
    %133 = stablehlo.add %118, %129 : tensor<4096x10x10xf32>
    %134 = stablehlo.add %120, %131 : tensor<4096x10x10xf32>
    %135 = stablehlo.add %121, %132 : tensor<4096x10x10xf32>
    %136 = "stablehlo.gather"(%110, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %137 = "stablehlo.gather"(%111, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %138 = stablehlo.add %4, %c_71 : tensor<10x10xi32>
    %139 = stablehlo.reshape %138 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %140 = "stablehlo.gather"(%43, %139) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %141 = "stablehlo.gather"(%49, %139) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %142 = stablehlo.broadcast_in_dim %140, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %143 = stablehlo.multiply %142, %137 : tensor<4096x10x10xf32>
    %144 = stablehlo.broadcast_in_dim %141, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %145 = stablehlo.multiply %144, %136 : tensor<4096x10x10xf32>
    %146 = stablehlo.multiply %142, %136 : tensor<4096x10x10xf32>
    %147 = stablehlo.add %133, %143 : tensor<4096x10x10xf32>
    %148 = stablehlo.add %134, %145 : tensor<4096x10x10xf32>
    %149 = stablehlo.add %135, %146 : tensor<4096x10x10xf32>
    %150 = stablehlo.multiply %3, %c_63 : tensor<10x10xi32>
    %151 = stablehlo.reshape %150 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %152 = "stablehlo.scatter"(%cst_62, %151, %147) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %153 = "stablehlo.scatter"(%cst_62, %151, %148) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %154 = "stablehlo.scatter"(%cst_62, %151, %149) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %155 = "stablehlo.gather"(%110, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %156 = "stablehlo.gather"(%111, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %157 = stablehlo.multiply %117, %156 : tensor<4096x10x10xf32>
    %158 = stablehlo.multiply %119, %155 : tensor<4096x10x10xf32>
    %159 = stablehlo.multiply %117, %155 : tensor<4096x10x10xf32>
    %160 = "stablehlo.gather"(%110, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %161 = "stablehlo.gather"(%111, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %162 = stablehlo.multiply %128, %161 : tensor<4096x10x10xf32>
    %163 = stablehlo.multiply %130, %160 : tensor<4096x10x10xf32>
    %164 = stablehlo.multiply %128, %160 : tensor<4096x10x10xf32>
    %165 = stablehlo.add %157, %162 : tensor<4096x10x10xf32>
    %166 = stablehlo.add %158, %163 : tensor<4096x10x10xf32>
    %167 = stablehlo.add %159, %164 : tensor<4096x10x10xf32>
    %168 = "stablehlo.gather"(%110, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %169 = "stablehlo.gather"(%111, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %170 = stablehlo.multiply %142, %169 : tensor<4096x10x10xf32>
    %171 = stablehlo.multiply %144, %168 : tensor<4096x10x10xf32>
    %172 = stablehlo.multiply %142, %168 : tensor<4096x10x10xf32>
    %173 = stablehlo.add %165, %170 : tensor<4096x10x10xf32>
    %174 = stablehlo.add %166, %171 : tensor<4096x10x10xf32>
    %175 = stablehlo.add %167, %172 : tensor<4096x10x10xf32>
    %176 = stablehlo.add %150, %c_54 : tensor<10x10xi32>
    %177 = stablehlo.reshape %176 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %178 = "stablehlo.scatter"(%152, %177, %173) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %179 = "stablehlo.scatter"(%153, %177, %174) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %180 = "stablehlo.scatter"(%154, %177, %175) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %181 = "stablehlo.gather"(%110, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %182 = "stablehlo.gather"(%111, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %183 = stablehlo.multiply %117, %182 : tensor<4096x10x10xf32>
    %184 = stablehlo.multiply %119, %181 : tensor<4096x10x10xf32>
    %185 = stablehlo.multiply %117, %181 : tensor<4096x10x10xf32>
    %186 = "stablehlo.gather"(%110, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %187 = "stablehlo.gather"(%111, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %188 = stablehlo.multiply %128, %187 : tensor<4096x10x10xf32>
    %189 = stablehlo.multiply %130, %186 : tensor<4096x10x10xf32>
    %190 = stablehlo.multiply %128, %186 : tensor<4096x10x10xf32>
    %191 = stablehlo.add %183, %188 : tensor<4096x10x10xf32>
    %192 = stablehlo.add %184, %189 : tensor<4096x10x10xf32>
    %193 = stablehlo.add %185, %190 : tensor<4096x10x10xf32>
    %194 = "stablehlo.gather"(%110, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %195 = "stablehlo.gather"(%111, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %196 = stablehlo.multiply %142, %195 : tensor<4096x10x10xf32>
    %197 = stablehlo.multiply %144, %194 : tensor<4096x10x10xf32>
    %198 = stablehlo.multiply %142, %194 : tensor<4096x10x10xf32>
    %199 = stablehlo.add %191, %196 : tensor<4096x10x10xf32>
    %200 = stablehlo.add %192, %197 : tensor<4096x10x10xf32>
    %201 = stablehlo.add %193, %198 : tensor<4096x10x10xf32>
    %202 = stablehlo.add %150, %c_71 : tensor<10x10xi32>
    %203 = stablehlo.reshape %202 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %204 = "stablehlo.scatter"(%178, %203, %199) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %205 = "stablehlo.scatter"(%179, %203, %200) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %206 = "stablehlo.scatter"(%180, %203, %201) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %207 = "stablehlo.gather"(%43, %c_52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %208 = "stablehlo.gather"(%49, %c_52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %209 = "stablehlo.gather"(%204, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %210 = stablehlo.broadcast_in_dim %207, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<4096x10x10xf32>
    %212 = "stablehlo.gather"(%205, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %213 = stablehlo.multiply %210, %212 : tensor<4096x10x10xf32>
    %214 = "stablehlo.gather"(%206, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %215 = stablehlo.broadcast_in_dim %208, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %216 = stablehlo.multiply %215, %214 : tensor<4096x10x10xf32>
    %217 = "stablehlo.gather"(%43, %c_51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %218 = "stablehlo.gather"(%49, %c_51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %219 = "stablehlo.gather"(%204, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %220 = stablehlo.broadcast_in_dim %217, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<4096x10x10xf32>
    %222 = "stablehlo.gather"(%205, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %223 = stablehlo.multiply %220, %222 : tensor<4096x10x10xf32>
    %224 = "stablehlo.gather"(%206, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %225 = stablehlo.broadcast_in_dim %218, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<4096x10x10xf32>
    %227 = stablehlo.add %211, %221 : tensor<4096x10x10xf32>
    %228 = stablehlo.add %213, %223 : tensor<4096x10x10xf32>
    %229 = stablehlo.add %216, %226 : tensor<4096x10x10xf32>
    %230 = "stablehlo.gather"(%43, %c_50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %231 = "stablehlo.gather"(%49, %c_50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %232 = "stablehlo.gather"(%204, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %233 = stablehlo.broadcast_in_dim %230, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<4096x10x10xf32>
    %235 = "stablehlo.gather"(%205, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %236 = stablehlo.multiply %233, %235 : tensor<4096x10x10xf32>
    %237 = "stablehlo.gather"(%206, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %238 = stablehlo.broadcast_in_dim %231, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<4096x10x10xf32>
    %240 = stablehlo.add %227, %234 : tensor<4096x10x10xf32>
    %241 = stablehlo.add %228, %236 : tensor<4096x10x10xf32>
    %242 = stablehlo.add %229, %239 : tensor<4096x10x10xf32>
    %243 = stablehlo.slice %arg6 [0:4096, 0:1, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %244 = stablehlo.reshape %243 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %245 = "stablehlo.gather"(%244, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %246 = stablehlo.slice %arg6 [0:4096, 1:2, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %247 = stablehlo.reshape %246 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %248 = "stablehlo.gather"(%247, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %249 = stablehlo.slice %arg6 [0:4096, 2:3, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %250 = stablehlo.reshape %249 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %251 = "stablehlo.gather"(%250, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %252 = stablehlo.slice %arg6 [0:4096, 3:4, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %253 = stablehlo.reshape %252 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %254 = "stablehlo.gather"(%253, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %255 = stablehlo.slice %arg6 [0:4096, 4:5, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %256 = stablehlo.reshape %255 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %257 = "stablehlo.gather"(%256, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %258 = stablehlo.slice %arg6 [0:4096, 5:6, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %259 = stablehlo.reshape %258 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %260 = "stablehlo.gather"(%259, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %261 = stablehlo.multiply %245, %240 : tensor<4096x10x10xf32>
    %262 = stablehlo.multiply %248, %241 : tensor<4096x10x10xf32>
    %263 = stablehlo.add %261, %262 : tensor<4096x10x10xf32>
    %264 = stablehlo.multiply %251, %242 : tensor<4096x10x10xf32>
    %265 = stablehlo.add %263, %264 : tensor<4096x10x10xf32>
    %266 = stablehlo.multiply %248, %240 : tensor<4096x10x10xf32>
    %267 = stablehlo.multiply %254, %241 : tensor<4096x10x10xf32>
    %268 = stablehlo.add %266, %267 : tensor<4096x10x10xf32>
    %269 = stablehlo.multiply %257, %242 : tensor<4096x10x10xf32>
    %270 = stablehlo.add %268, %269 : tensor<4096x10x10xf32>
    %271 = stablehlo.multiply %251, %240 : tensor<4096x10x10xf32>
    %272 = stablehlo.multiply %257, %241 : tensor<4096x10x10xf32>
    %273 = stablehlo.add %271, %272 : tensor<4096x10x10xf32>
    %274 = stablehlo.multiply %260, %242 : tensor<4096x10x10xf32>
    %275 = stablehlo.add %273, %274 : tensor<4096x10x10xf32>
    %276 = "stablehlo.scatter"(%cst_62, %151, %265) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %277 = "stablehlo.scatter"(%cst_62, %151, %270) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %278 = "stablehlo.scatter"(%cst_62, %151, %275) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %279 = "stablehlo.gather"(%43, %c_49) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %280 = "stablehlo.gather"(%49, %c_49) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %281 = stablehlo.broadcast_in_dim %279, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %282 = stablehlo.multiply %281, %209 : tensor<4096x10x10xf32>
    %283 = stablehlo.multiply %281, %212 : tensor<4096x10x10xf32>
    %284 = stablehlo.broadcast_in_dim %280, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %285 = stablehlo.multiply %284, %214 : tensor<4096x10x10xf32>
    %286 = "stablehlo.gather"(%43, %c_45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %287 = "stablehlo.gather"(%49, %c_45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %288 = stablehlo.broadcast_in_dim %286, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %289 = stablehlo.multiply %288, %219 : tensor<4096x10x10xf32>
    %290 = stablehlo.multiply %288, %222 : tensor<4096x10x10xf32>
    %291 = stablehlo.broadcast_in_dim %287, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %292 = stablehlo.multiply %291, %224 : tensor<4096x10x10xf32>
    %293 = stablehlo.add %282, %289 : tensor<4096x10x10xf32>
    %294 = stablehlo.add %283, %290 : tensor<4096x10x10xf32>
    %295 = stablehlo.add %285, %292 : tensor<4096x10x10xf32>
    %296 = "stablehlo.gather"(%43, %c_44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %297 = "stablehlo.gather"(%49, %c_44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %299 = stablehlo.multiply %298, %232 : tensor<4096x10x10xf32>
    %300 = stablehlo.multiply %298, %235 : tensor<4096x10x10xf32>
    %301 = stablehlo.broadcast_in_dim %297, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %302 = stablehlo.multiply %301, %237 : tensor<4096x10x10xf32>
    %303 = stablehlo.add %293, %299 : tensor<4096x10x10xf32>
    %304 = stablehlo.add %294, %300 : tensor<4096x10x10xf32>
    %305 = stablehlo.add %295, %302 : tensor<4096x10x10xf32>
    %306 = "stablehlo.gather"(%244, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %307 = "stablehlo.gather"(%247, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %308 = "stablehlo.gather"(%250, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %309 = "stablehlo.gather"(%253, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %310 = "stablehlo.gather"(%256, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %311 = "stablehlo.gather"(%259, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %312 = stablehlo.multiply %306, %303 : tensor<4096x10x10xf32>
    %313 = stablehlo.multiply %307, %304 : tensor<4096x10x10xf32>
    %314 = stablehlo.add %312, %313 : tensor<4096x10x10xf32>
    %315 = stablehlo.multiply %308, %305 : tensor<4096x10x10xf32>
    %316 = stablehlo.add %314, %315 : tensor<4096x10x10xf32>
    %317 = stablehlo.multiply %307, %303 : tensor<4096x10x10xf32>
    %318 = stablehlo.multiply %309, %304 : tensor<4096x10x10xf32>
    %319 = stablehlo.add %317, %318 : tensor<4096x10x10xf32>
    %320 = stablehlo.multiply %310, %305 : tensor<4096x10x10xf32>
    %321 = stablehlo.add %319, %320 : tensor<4096x10x10xf32>
    %322 = stablehlo.multiply %308, %303 : tensor<4096x10x10xf32>
    %323 = stablehlo.multiply %310, %304 : tensor<4096x10x10xf32>
    %324 = stablehlo.add %322, %323 : tensor<4096x10x10xf32>
    %325 = stablehlo.multiply %311, %305 : tensor<4096x10x10xf32>
    %326 = stablehlo.add %324, %325 : tensor<4096x10x10xf32>
    %327 = "stablehlo.scatter"(%276, %177, %316) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %328 = "stablehlo.scatter"(%277, %177, %321) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %329 = "stablehlo.scatter"(%278, %177, %326) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %330 = "stablehlo.gather"(%43, %c_48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %331 = "stablehlo.gather"(%49, %c_48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %332 = stablehlo.broadcast_in_dim %330, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %333 = stablehlo.multiply %332, %209 : tensor<4096x10x10xf32>
    %334 = stablehlo.multiply %332, %212 : tensor<4096x10x10xf32>
    %335 = stablehlo.broadcast_in_dim %331, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %336 = stablehlo.multiply %335, %214 : tensor<4096x10x10xf32>
    %337 = "stablehlo.gather"(%43, %c_43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %338 = "stablehlo.gather"(%49, %c_43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %339 = stablehlo.broadcast_in_dim %337, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %340 = stablehlo.multiply %339, %219 : tensor<4096x10x10xf32>
    %341 = stablehlo.multiply %339, %222 : tensor<4096x10x10xf32>
    %342 = stablehlo.broadcast_in_dim %338, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %343 = stablehlo.multiply %342, %224 : tensor<4096x10x10xf32>
    %344 = stablehlo.add %333, %340 : tensor<4096x10x10xf32>
    %345 = stablehlo.add %334, %341 : tensor<4096x10x10xf32>
    %346 = stablehlo.add %336, %343 : tensor<4096x10x10xf32>
    %347 = "stablehlo.gather"(%43, %c_42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %348 = "stablehlo.gather"(%49, %c_42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %349 = stablehlo.broadcast_in_dim %347, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %350 = stablehlo.multiply %349, %232 : tensor<4096x10x10xf32>
    %351 = stablehlo.multiply %349, %235 : tensor<4096x10x10xf32>
    %352 = stablehlo.broadcast_in_dim %348, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %353 = stablehlo.multiply %352, %237 : tensor<4096x10x10xf32>
    %354 = stablehlo.add %344, %350 : tensor<4096x10x10xf32>
    %355 = stablehlo.add %345, %351 : tensor<4096x10x10xf32>
    %356 = stablehlo.add %346, %353 : tensor<4096x10x10xf32>
    %357 = "stablehlo.gather"(%244, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %358 = "stablehlo.gather"(%247, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %359 = "stablehlo.gather"(%250, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %360 = "stablehlo.gather"(%253, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %361 = "stablehlo.gather"(%256, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %362 = "stablehlo.gather"(%259, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %363 = stablehlo.multiply %357, %354 : tensor<4096x10x10xf32>
    %364 = stablehlo.multiply %358, %355 : tensor<4096x10x10xf32>
    %365 = stablehlo.add %363, %364 : tensor<4096x10x10xf32>
    %366 = stablehlo.multiply %359, %356 : tensor<4096x10x10xf32>
    %367 = stablehlo.add %365, %366 : tensor<4096x10x10xf32>
    %368 = stablehlo.multiply %358, %354 : tensor<4096x10x10xf32>
    %369 = stablehlo.multiply %360, %355 : tensor<4096x10x10xf32>
    %370 = stablehlo.add %368, %369 : tensor<4096x10x10xf32>
    %371 = stablehlo.multiply %361, %356 : tensor<4096x10x10xf32>
    %372 = stablehlo.add %370, %371 : tensor<4096x10x10xf32>
    %373 = stablehlo.multiply %359, %354 : tensor<4096x10x10xf32>
    %374 = stablehlo.multiply %361, %355 : tensor<4096x10x10xf32>
    %375 = stablehlo.add %373, %374 : tensor<4096x10x10xf32>
    %376 = stablehlo.multiply %362, %356 : tensor<4096x10x10xf32>
    %377 = stablehlo.add %375, %376 : tensor<4096x10x10xf32>
    %378 = "stablehlo.scatter"(%327, %203, %367) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %379 = "stablehlo.scatter"(%328, %203, %372) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %380 = "stablehlo.scatter"(%329, %203, %377) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %381 = "stablehlo.gather"(%378, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %382 = stablehlo.multiply %210, %381 : tensor<4096x10x10xf32>
    %383 = "stablehlo.gather"(%379, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %384 = stablehlo.multiply %210, %383 : tensor<4096x10x10xf32>
    %385 = "stablehlo.gather"(%380, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %386 = stablehlo.multiply %215, %385 : tensor<4096x10x10xf32>
    %387 = "stablehlo.gather"(%378, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %388 = stablehlo.multiply %281, %387 : tensor<4096x10x10xf32>
    %389 = "stablehlo.gather"(%379, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %390 = stablehlo.multiply %281, %389 : tensor<4096x10x10xf32>
    %391 = "stablehlo.gather"(%380, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %392 = stablehlo.multiply %284, %391 : tensor<4096x10x10xf32>
    %393 = stablehlo.add %382, %388 : tensor<4096x10x10xf32>
    %394 = stablehlo.add %384, %390 : tensor<4096x10x10xf32>
    %395 = stablehlo.add %386, %392 : tensor<4096x10x10xf32>
    %396 = "stablehlo.gather"(%378, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %397 = stablehlo.multiply %332, %396 : tensor<4096x10x10xf32>
    %398 = "stablehlo.gather"(%379, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %399 = stablehlo.multiply %332, %398 : tensor<4096x10x10xf32>
    %400 = "stablehlo.gather"(%380, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %401 = stablehlo.multiply %335, %400 : tensor<4096x10x10xf32>
    %402 = stablehlo.add %393, %397 : tensor<4096x10x10xf32>
    %403 = stablehlo.add %394, %399 : tensor<4096x10x10xf32>
    %404 = stablehlo.add %395, %401 : tensor<4096x10x10xf32>
    %405 = "stablehlo.scatter"(%cst_62, %12, %402) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %406 = "stablehlo.scatter"(%cst_62, %12, %403) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %407 = "stablehlo.scatter"(%cst_62, %12, %404) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %408 = stablehlo.multiply %220, %381 : tensor<4096x10x10xf32>
    %409 = stablehlo.multiply %220, %383 : tensor<4096x10x10xf32>
    %410 = stablehlo.multiply %225, %385 : tensor<4096x10x10xf32>
    %411 = stablehlo.multiply %288, %387 : tensor<4096x10x10xf32>
    %412 = stablehlo.multiply %288, %389 : tensor<4096x10x10xf32>
    %413 = stablehlo.multiply %291, %391 : tensor<4096x10x10xf32>
    %414 = stablehlo.add %408, %411 : tensor<4096x10x10xf32>
    %415 = stablehlo.add %409, %412 : tensor<4096x10x10xf32>
    %416 = stablehlo.add %410, %413 : tensor<4096x10x10xf32>
    %417 = stablehlo.multiply %339, %396 : tensor<4096x10x10xf32>
    %418 = stablehlo.multiply %339, %398 : tensor<4096x10x10xf32>
    %419 = stablehlo.multiply %342, %400 : tensor<4096x10x10xf32>
    %420 = stablehlo.add %414, %417 : tensor<4096x10x10xf32>
    %421 = stablehlo.add %415, %418 : tensor<4096x10x10xf32>
    %422 = stablehlo.add %416, %419 : tensor<4096x10x10xf32>
    %423 = "stablehlo.scatter"(%405, %26, %420) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %424 = "stablehlo.scatter"(%406, %26, %421) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %425 = "stablehlo.scatter"(%407, %26, %422) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %426 = stablehlo.multiply %233, %381 : tensor<4096x10x10xf32>
    %427 = stablehlo.multiply %233, %383 : tensor<4096x10x10xf32>
    %428 = stablehlo.multiply %238, %385 : tensor<4096x10x10xf32>
    %429 = stablehlo.multiply %298, %387 : tensor<4096x10x10xf32>
    %430 = stablehlo.multiply %298, %389 : tensor<4096x10x10xf32>
    %431 = stablehlo.multiply %301, %391 : tensor<4096x10x10xf32>
    %432 = stablehlo.add %426, %429 : tensor<4096x10x10xf32>
    %433 = stablehlo.add %427, %430 : tensor<4096x10x10xf32>
    %434 = stablehlo.add %428, %431 : tensor<4096x10x10xf32>
    %435 = stablehlo.multiply %349, %396 : tensor<4096x10x10xf32>
    %436 = stablehlo.multiply %349, %398 : tensor<4096x10x10xf32>
    %437 = stablehlo.multiply %352, %400 : tensor<4096x10x10xf32>
    %438 = stablehlo.add %432, %435 : tensor<4096x10x10xf32>
    %439 = stablehlo.add %433, %436 : tensor<4096x10x10xf32>
    %440 = stablehlo.add %434, %437 : tensor<4096x10x10xf32>
    %441 = "stablehlo.scatter"(%423, %40, %438) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %442 = "stablehlo.scatter"(%424, %40, %439) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %443 = "stablehlo.scatter"(%425, %40, %440) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %444 = stablehlo.reshape %0 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %445 = "stablehlo.gather"(%43, %444) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %446 = "stablehlo.gather"(%49, %444) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %447 = "stablehlo.gather"(%441, %c_53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %448 = stablehlo.broadcast_in_dim %445, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %449 = stablehlo.multiply %448, %447 : tensor<4096x10x10xf32>
    %450 = "stablehlo.gather"(%442, %c_53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %451 = stablehlo.broadcast_in_dim %446, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %452 = stablehlo.multiply %451, %450 : tensor<4096x10x10xf32>
    %453 = "stablehlo.gather"(%443, %c_53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %454 = stablehlo.multiply %448, %453 : tensor<4096x10x10xf32>
    %455 = stablehlo.reshape %14 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %456 = "stablehlo.gather"(%43, %455) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %457 = "stablehlo.gather"(%49, %455) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %458 = "stablehlo.gather"(%441, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %459 = stablehlo.broadcast_in_dim %456, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %460 = stablehlo.multiply %459, %458 : tensor<4096x10x10xf32>
    %461 = "stablehlo.gather"(%442, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %462 = stablehlo.broadcast_in_dim %457, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<4096x10x10xf32>
    %464 = "stablehlo.gather"(%443, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %465 = stablehlo.multiply %459, %464 : tensor<4096x10x10xf32>
    %466 = stablehlo.add %449, %460 : tensor<4096x10x10xf32>
    %467 = stablehlo.add %452, %463 : tensor<4096x10x10xf32>
    %468 = stablehlo.add %454, %465 : tensor<4096x10x10xf32>
    %469 = stablehlo.reshape %28 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %470 = "stablehlo.gather"(%43, %469) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %471 = "stablehlo.gather"(%49, %469) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %472 = "stablehlo.gather"(%441, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %473 = stablehlo.broadcast_in_dim %470, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<4096x10x10xf32>
    %475 = "stablehlo.gather"(%442, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %476 = stablehlo.broadcast_in_dim %471, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %477 = stablehlo.multiply %476, %475 : tensor<4096x10x10xf32>
    %478 = "stablehlo.gather"(%443, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %479 = stablehlo.multiply %473, %478 : tensor<4096x10x10xf32>
    %480 = stablehlo.add %466, %474 : tensor<4096x10x10xf32>
    %481 = stablehlo.add %467, %477 : tensor<4096x10x10xf32>
    %482 = stablehlo.add %468, %479 : tensor<4096x10x10xf32>
    %483 = "stablehlo.scatter"(%cst_62, %12, %480) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %484 = "stablehlo.scatter"(%cst_62, %12, %481) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %485 = "stablehlo.scatter"(%cst_62, %12, %482) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %486 = "stablehlo.gather"(%441, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %487 = stablehlo.multiply %448, %486 : tensor<4096x10x10xf32>
    %488 = "stablehlo.gather"(%442, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %489 = stablehlo.multiply %451, %488 : tensor<4096x10x10xf32>
    %490 = "stablehlo.gather"(%443, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %491 = stablehlo.multiply %448, %490 : tensor<4096x10x10xf32>
    %492 = "stablehlo.gather"(%441, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %493 = stablehlo.multiply %459, %492 : tensor<4096x10x10xf32>
    %494 = "stablehlo.gather"(%442, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %495 = stablehlo.multiply %462, %494 : tensor<4096x10x10xf32>
    %496 = "stablehlo.gather"(%443, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %497 = stablehlo.multiply %459, %496 : tensor<4096x10x10xf32>
    %498 = stablehlo.add %487, %493 : tensor<4096x10x10xf32>
    %499 = stablehlo.add %489, %495 : tensor<4096x10x10xf32>
    %500 = stablehlo.add %491, %497 : tensor<4096x10x10xf32>
    %501 = "stablehlo.gather"(%441, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %502 = stablehlo.multiply %473, %501 : tensor<4096x10x10xf32>
    %503 = "stablehlo.gather"(%442, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %504 = stablehlo.multiply %476, %503 : tensor<4096x10x10xf32>
    %505 = "stablehlo.gather"(%443, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %506 = stablehlo.multiply %473, %505 : tensor<4096x10x10xf32>
    %507 = stablehlo.add %498, %502 : tensor<4096x10x10xf32>
    %508 = stablehlo.add %499, %504 : tensor<4096x10x10xf32>
    %509 = stablehlo.add %500, %506 : tensor<4096x10x10xf32>
    %510 = "stablehlo.scatter"(%483, %26, %507) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %511 = "stablehlo.scatter"(%484, %26, %508) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %512 = "stablehlo.scatter"(%485, %26, %509) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %513 = "stablehlo.gather"(%441, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %514 = stablehlo.multiply %448, %513 : tensor<4096x10x10xf32>
    %515 = "stablehlo.gather"(%442, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %516 = stablehlo.multiply %451, %515 : tensor<4096x10x10xf32>
    %517 = "stablehlo.gather"(%443, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %518 = stablehlo.multiply %448, %517 : tensor<4096x10x10xf32>
    %519 = "stablehlo.gather"(%441, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %520 = stablehlo.multiply %459, %519 : tensor<4096x10x10xf32>
    %521 = "stablehlo.gather"(%442, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %522 = stablehlo.multiply %462, %521 : tensor<4096x10x10xf32>
    %523 = "stablehlo.gather"(%443, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %524 = stablehlo.multiply %459, %523 : tensor<4096x10x10xf32>
    %525 = stablehlo.add %514, %520 : tensor<4096x10x10xf32>
    %526 = stablehlo.add %516, %522 : tensor<4096x10x10xf32>
    %527 = stablehlo.add %518, %524 : tensor<4096x10x10xf32>
    %528 = "stablehlo.gather"(%441, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %529 = stablehlo.multiply %473, %528 : tensor<4096x10x10xf32>
    %530 = "stablehlo.gather"(%442, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %531 = stablehlo.multiply %476, %530 : tensor<4096x10x10xf32>
    %532 = "stablehlo.gather"(%443, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %533 = stablehlo.multiply %473, %532 : tensor<4096x10x10xf32>
    %534 = stablehlo.add %525, %529 : tensor<4096x10x10xf32>
    %535 = stablehlo.add %526, %531 : tensor<4096x10x10xf32>
    %536 = stablehlo.add %527, %533 : tensor<4096x10x10xf32>
    %537 = "stablehlo.scatter"(%510, %40, %534) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %538 = "stablehlo.scatter"(%511, %40, %535) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %539 = "stablehlo.scatter"(%512, %40, %536) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %540 = stablehlo.reshape %1 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %541 = "stablehlo.gather"(%43, %540) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %542 = "stablehlo.gather"(%49, %540) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %543 = "stablehlo.gather"(%537, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %544 = stablehlo.broadcast_in_dim %542, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %545 = stablehlo.multiply %544, %543 : tensor<4096x10x10xf32>
    %546 = "stablehlo.gather"(%538, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %547 = "stablehlo.gather"(%539, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %548 = stablehlo.add %546, %547 : tensor<4096x10x10xf32>
    %549 = stablehlo.broadcast_in_dim %541, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %550 = stablehlo.multiply %549, %548 : tensor<4096x10x10xf32>
    %551 = stablehlo.add %545, %550 : tensor<4096x10x10xf32>
    %552 = stablehlo.add %c_61, %1 : tensor<10x10xi32>
    %553 = stablehlo.reshape %552 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %554 = "stablehlo.gather"(%43, %553) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %555 = "stablehlo.gather"(%49, %553) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %556 = "stablehlo.gather"(%537, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %557 = stablehlo.broadcast_in_dim %555, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %558 = stablehlo.multiply %557, %556 : tensor<4096x10x10xf32>
    %559 = "stablehlo.gather"(%538, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %560 = "stablehlo.gather"(%539, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %561 = stablehlo.add %559, %560 : tensor<4096x10x10xf32>
    %562 = stablehlo.broadcast_in_dim %554, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %563 = stablehlo.multiply %562, %561 : tensor<4096x10x10xf32>
    %564 = stablehlo.add %558, %563 : tensor<4096x10x10xf32>
    %565 = stablehlo.add %551, %564 : tensor<4096x10x10xf32>
    %566 = stablehlo.add %c_57, %1 : tensor<10x10xi32>
    %567 = stablehlo.reshape %566 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %568 = "stablehlo.gather"(%43, %567) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %569 = "stablehlo.gather"(%49, %567) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %570 = "stablehlo.gather"(%537, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %571 = stablehlo.broadcast_in_dim %569, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %572 = stablehlo.multiply %571, %570 : tensor<4096x10x10xf32>
    %573 = "stablehlo.gather"(%538, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %574 = "stablehlo.gather"(%539, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %575 = stablehlo.add %573, %574 : tensor<4096x10x10xf32>
    %576 = stablehlo.broadcast_in_dim %568, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %577 = stablehlo.multiply %576, %575 : tensor<4096x10x10xf32>
    %578 = stablehlo.add %572, %577 : tensor<4096x10x10xf32>
    %579 = stablehlo.add %565, %578 : tensor<4096x10x10xf32>
    %580 = stablehlo.select %c_70, %5, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %581 = stablehlo.compare LT, %580, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %582 = stablehlo.add %580, %c_46 : tensor<10x10xi32>
    %583 = stablehlo.select %581, %582, %580 : tensor<10x10xi1>, tensor<10x10xi32>
    %584 = stablehlo.reshape %583 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %585 = "stablehlo.scatter"(%cst_47, %584, %579) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x27xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x27xf32>
    %586 = "stablehlo.gather"(%537, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %587 = stablehlo.multiply %544, %586 : tensor<4096x10x10xf32>
    %588 = "stablehlo.gather"(%538, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %589 = "stablehlo.gather"(%539, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %590 = stablehlo.add %588, %589 : tensor<4096x10x10xf32>
    %591 = stablehlo.multiply %549, %590 : tensor<4096x10x10xf32>
    %592 = stablehlo.add %587, %591 : tensor<4096x10x10xf32>
    %593 = "stablehlo.gather"(%537, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %594 = stablehlo.multiply %557, %593 : tensor<4096x10x10xf32>
    %595 = "stablehlo.gather"(%538, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %596 = "stablehlo.gather"(%539, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %597 = stablehlo.add %595, %596 : tensor<4096x10x10xf32>
    %598 = stablehlo.multiply %562, %597 : tensor<4096x10x10xf32>
    %599 = stablehlo.add %594, %598 : tensor<4096x10x10xf32>
    %600 = stablehlo.add %592, %599 : tensor<4096x10x10xf32>
    %601 = "stablehlo.gather"(%537, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %602 = stablehlo.multiply %571, %601 : tensor<4096x10x10xf32>
    %603 = "stablehlo.gather"(%538, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %604 = "stablehlo.gather"(%539, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %605 = stablehlo.add %603, %604 : tensor<4096x10x10xf32>
    %606 = stablehlo.multiply %576, %605 : tensor<4096x10x10xf32>
    %607 = stablehlo.add %602, %606 : tensor<4096x10x10xf32>
    %608 = stablehlo.add %600, %607 : tensor<4096x10x10xf32>
    %609 = stablehlo.select %c_70, %16, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %610 = stablehlo.compare LT, %609, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %611 = stablehlo.add %609, %c_46 : tensor<10x10xi32>
    %612 = stablehlo.select %610, %611, %609 : tensor<10x10xi1>, tensor<10x10xi32>
    %613 = stablehlo.reshape %612 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %614 = "stablehlo.scatter"(%585, %613, %608) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x27xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x27xf32>
    %615 = "stablehlo.gather"(%537, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %616 = stablehlo.multiply %544, %615 : tensor<4096x10x10xf32>
    %617 = "stablehlo.gather"(%538, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %618 = "stablehlo.gather"(%539, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %619 = stablehlo.add %617, %618 : tensor<4096x10x10xf32>
    %620 = stablehlo.multiply %549, %619 : tensor<4096x10x10xf32>
    %621 = stablehlo.add %616, %620 : tensor<4096x10x10xf32>
    %622 = "stablehlo.gather"(%537, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %623 = stablehlo.multiply %557, %622 : tensor<4096x10x10xf32>
    %624 = "stablehlo.gather"(%538, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %625 = "stablehlo.gather"(%539, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %626 = stablehlo.add %624, %625 : tensor<4096x10x10xf32>
    %627 = stablehlo.multiply %562, %626 : tensor<4096x10x10xf32>
    %628 = stablehlo.add %623, %627 : tensor<4096x10x10xf32>
    %629 = stablehlo.add %621, %628 : tensor<4096x10x10xf32>
    %630 = "stablehlo.gather"(%537, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %631 = stablehlo.multiply %571, %630 : tensor<4096x10x10xf32>
    %632 = "stablehlo.gather"(%538, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %633 = "stablehlo.gather"(%539, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %634 = stablehlo.add %632, %633 : tensor<4096x10x10xf32>
    %635 = stablehlo.multiply %576, %634 : tensor<4096x10x10xf32>
    %636 = stablehlo.add %631, %635 : tensor<4096x10x10xf32>
    %637 = stablehlo.add %629, %636 : tensor<4096x10x10xf32>
    %638 = stablehlo.select %c_70, %30, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %639 = stablehlo.compare LT, %638, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %640 = stablehlo.add %638, %c_46 : tensor<10x10xi32>
    %641 = stablehlo.select %639, %640, %638 : tensor<10x10xi1>, tensor<10x10xi32>
    %642 = stablehlo.reshape %641 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %643 = "stablehlo.scatter"(%614, %642, %637) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x27xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x27xf32>
    %644 = stablehlo.multiply %541, %445 : tensor<10x10xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %646 = "stablehlo.scatter"(%cst_62, %151, %645) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %647 = stablehlo.multiply %554, %456 : tensor<10x10xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %649 = "stablehlo.scatter"(%646, %177, %648) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %650 = stablehlo.multiply %568, %470 : tensor<10x10xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %652 = "stablehlo.scatter"(%649, %203, %651) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %653 = "stablehlo.gather"(%arg7, %c_52) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %654 = "stablehlo.gather"(%652, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %655 = stablehlo.multiply %654, %653 : tensor<4096x10x10xf32>
    %656 = "stablehlo.gather"(%arg7, %c_51) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %657 = "stablehlo.gather"(%652, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %658 = stablehlo.multiply %657, %656 : tensor<4096x10x10xf32>
    %659 = stablehlo.add %655, %658 : tensor<4096x10x10xf32>
    %660 = "stablehlo.gather"(%arg7, %c_50) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %661 = "stablehlo.gather"(%652, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %662 = stablehlo.multiply %661, %660 : tensor<4096x10x10xf32>
    %663 = stablehlo.add %659, %662 : tensor<4096x10x10xf32>
    %664 = "stablehlo.scatter"(%cst_62, %151, %663) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %665 = "stablehlo.gather"(%arg7, %c_49) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %666 = stablehlo.multiply %654, %665 : tensor<4096x10x10xf32>
    %667 = "stablehlo.gather"(%arg7, %c_45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %668 = stablehlo.multiply %657, %667 : tensor<4096x10x10xf32>
    %669 = stablehlo.add %666, %668 : tensor<4096x10x10xf32>
    %670 = "stablehlo.gather"(%arg7, %c_44) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %671 = stablehlo.multiply %661, %670 : tensor<4096x10x10xf32>
    %672 = stablehlo.add %669, %671 : tensor<4096x10x10xf32>
    %673 = "stablehlo.scatter"(%664, %177, %672) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %674 = "stablehlo.gather"(%arg7, %c_48) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %675 = stablehlo.multiply %654, %674 : tensor<4096x10x10xf32>
    %676 = "stablehlo.gather"(%arg7, %c_43) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %677 = stablehlo.multiply %657, %676 : tensor<4096x10x10xf32>
    %678 = stablehlo.add %675, %677 : tensor<4096x10x10xf32>
    %679 = "stablehlo.gather"(%arg7, %c_42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %680 = stablehlo.multiply %661, %679 : tensor<4096x10x10xf32>
    %681 = stablehlo.add %678, %680 : tensor<4096x10x10xf32>
    %682 = "stablehlo.scatter"(%673, %203, %681) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %683 = "stablehlo.gather"(%arg7, %c_41) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %684 = stablehlo.multiply %654, %683 : tensor<4096x10x10xf32>
    %685 = "stablehlo.gather"(%arg7, %c_64) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %686 = stablehlo.multiply %657, %685 : tensor<4096x10x10xf32>
    %687 = stablehlo.add %684, %686 : tensor<4096x10x10xf32>
    %688 = "stablehlo.gather"(%arg7, %c_39) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %689 = stablehlo.multiply %661, %688 : tensor<4096x10x10xf32>
    %690 = stablehlo.add %687, %689 : tensor<4096x10x10xf32>
    %691 = "stablehlo.scatter"(%cst_62, %151, %690) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %692 = "stablehlo.gather"(%arg7, %c_38) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %693 = stablehlo.multiply %654, %692 : tensor<4096x10x10xf32>
    %694 = "stablehlo.gather"(%arg7, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %695 = stablehlo.multiply %657, %694 : tensor<4096x10x10xf32>
    %696 = stablehlo.add %693, %695 : tensor<4096x10x10xf32>
    %697 = "stablehlo.gather"(%arg7, %c_35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %698 = stablehlo.multiply %661, %697 : tensor<4096x10x10xf32>
    %699 = stablehlo.add %696, %698 : tensor<4096x10x10xf32>
    %700 = "stablehlo.scatter"(%691, %177, %699) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %701 = "stablehlo.gather"(%arg7, %c_34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %702 = stablehlo.multiply %654, %701 : tensor<4096x10x10xf32>
    %703 = "stablehlo.gather"(%arg7, %c_32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %704 = stablehlo.multiply %657, %703 : tensor<4096x10x10xf32>
    %705 = stablehlo.add %702, %704 : tensor<4096x10x10xf32>
    %706 = "stablehlo.gather"(%arg7, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %707 = stablehlo.multiply %661, %706 : tensor<4096x10x10xf32>
    %708 = stablehlo.add %705, %707 : tensor<4096x10x10xf32>
    %709 = "stablehlo.scatter"(%700, %203, %708) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %710 = "stablehlo.gather"(%arg7, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %711 = stablehlo.multiply %654, %710 : tensor<4096x10x10xf32>
    %712 = "stablehlo.gather"(%arg7, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %713 = stablehlo.multiply %657, %712 : tensor<4096x10x10xf32>
    %714 = stablehlo.add %711, %713 : tensor<4096x10x10xf32>
    %715 = "stablehlo.gather"(%arg7, %c_56) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %716 = stablehlo.multiply %661, %715 : tensor<4096x10x10xf32>
    %717 = stablehlo.add %714, %716 : tensor<4096x10x10xf32>
    %718 = "stablehlo.scatter"(%cst_62, %151, %717) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %719 = "stablehlo.gather"(%arg7, %c_27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %720 = stablehlo.multiply %654, %719 : tensor<4096x10x10xf32>
    %721 = "stablehlo.gather"(%arg7, %c_25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %722 = stablehlo.multiply %657, %721 : tensor<4096x10x10xf32>
    %723 = stablehlo.add %720, %722 : tensor<4096x10x10xf32>
    %724 = "stablehlo.gather"(%arg7, %c_24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %725 = stablehlo.multiply %661, %724 : tensor<4096x10x10xf32>
    %726 = stablehlo.add %723, %725 : tensor<4096x10x10xf32>
    %727 = "stablehlo.scatter"(%718, %177, %726) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %728 = "stablehlo.gather"(%arg7, %c_23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %729 = stablehlo.multiply %654, %728 : tensor<4096x10x10xf32>
    %730 = "stablehlo.gather"(%arg7, %c_21) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %731 = stablehlo.multiply %657, %730 : tensor<4096x10x10xf32>
    %732 = stablehlo.add %729, %731 : tensor<4096x10x10xf32>
    %733 = "stablehlo.gather"(%arg7, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %734 = stablehlo.multiply %661, %733 : tensor<4096x10x10xf32>
    %735 = stablehlo.add %732, %734 : tensor<4096x10x10xf32>
    %736 = "stablehlo.scatter"(%727, %203, %735) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %737 = stablehlo.slice %arg4 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %738 = stablehlo.reshape %737 : (tensor<1x1xf32>) -> tensor<f32>
    %739 = stablehlo.multiply %738, %738 : tensor<f32>
    %740 = "stablehlo.gather"(%682, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %741 = stablehlo.broadcast_in_dim %739, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %742 = stablehlo.multiply %741, %740 : tensor<4096x10x10xf32>
    %743 = stablehlo.slice %arg4 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %744 = stablehlo.reshape %743 : (tensor<1x1xf32>) -> tensor<f32>
    %745 = stablehlo.multiply %744, %744 : tensor<f32>
    %746 = "stablehlo.gather"(%682, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %747 = stablehlo.broadcast_in_dim %745, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %748 = stablehlo.multiply %747, %746 : tensor<4096x10x10xf32>
    %749 = stablehlo.add %742, %748 : tensor<4096x10x10xf32>
    %750 = stablehlo.slice %arg4 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %751 = stablehlo.reshape %750 : (tensor<1x1xf32>) -> tensor<f32>
    %752 = stablehlo.multiply %751, %751 : tensor<f32>
    %753 = "stablehlo.gather"(%682, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %754 = stablehlo.broadcast_in_dim %752, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %755 = stablehlo.multiply %754, %753 : tensor<4096x10x10xf32>
    %756 = stablehlo.add %749, %755 : tensor<4096x10x10xf32>
    %757 = "stablehlo.scatter"(%cst_62, %151, %756) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %758 = "stablehlo.gather"(%709, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %759 = stablehlo.multiply %741, %758 : tensor<4096x10x10xf32>
    %760 = "stablehlo.gather"(%709, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %761 = stablehlo.multiply %747, %760 : tensor<4096x10x10xf32>
    %762 = stablehlo.add %759, %761 : tensor<4096x10x10xf32>
    %763 = "stablehlo.gather"(%709, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %764 = stablehlo.multiply %754, %763 : tensor<4096x10x10xf32>
    %765 = stablehlo.add %762, %764 : tensor<4096x10x10xf32>
    %766 = "stablehlo.scatter"(%757, %177, %765) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %767 = "stablehlo.gather"(%736, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %768 = stablehlo.multiply %741, %767 : tensor<4096x10x10xf32>
    %769 = "stablehlo.gather"(%736, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %770 = stablehlo.multiply %747, %769 : tensor<4096x10x10xf32>
    %771 = stablehlo.add %768, %770 : tensor<4096x10x10xf32>
    %772 = "stablehlo.gather"(%736, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %773 = stablehlo.multiply %754, %772 : tensor<4096x10x10xf32>
    %774 = stablehlo.add %771, %773 : tensor<4096x10x10xf32>
    %775 = "stablehlo.scatter"(%766, %203, %774) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %776 = stablehlo.slice %arg4 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %777 = stablehlo.reshape %776 : (tensor<1x1xf32>) -> tensor<f32>
    %778 = stablehlo.slice %arg4 [0:1, 0:2] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %779 = stablehlo.reduce(%778 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %780 = stablehlo.broadcast_in_dim %779, dims = [0] : (tensor<1xf32>) -> tensor<4096x10x10xf32>
    %781 = stablehlo.multiply %780, %740 : tensor<4096x10x10xf32>
    %782 = stablehlo.slice %arg4 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %783 = stablehlo.reshape %782 : (tensor<1x1xf32>) -> tensor<f32>
    %784 = stablehlo.slice %arg4 [1:2, 0:2] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %785 = stablehlo.reduce(%784 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [0] : (tensor<1xf32>) -> tensor<4096x10x10xf32>
    %787 = stablehlo.multiply %786, %746 : tensor<4096x10x10xf32>
    %788 = stablehlo.add %781, %787 : tensor<4096x10x10xf32>
    %789 = stablehlo.slice %arg4 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %790 = stablehlo.reshape %789 : (tensor<1x1xf32>) -> tensor<f32>
    %791 = stablehlo.slice %arg4 [2:3, 0:2] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %792 = stablehlo.reduce(%791 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0] : (tensor<1xf32>) -> tensor<4096x10x10xf32>
    %794 = stablehlo.multiply %793, %753 : tensor<4096x10x10xf32>
    %795 = stablehlo.add %788, %794 : tensor<4096x10x10xf32>
    %796 = "stablehlo.scatter"(%cst_62, %151, %795) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %797 = stablehlo.multiply %780, %758 : tensor<4096x10x10xf32>
    %798 = stablehlo.multiply %786, %760 : tensor<4096x10x10xf32>
    %799 = stablehlo.add %797, %798 : tensor<4096x10x10xf32>
    %800 = stablehlo.multiply %793, %763 : tensor<4096x10x10xf32>
    %801 = stablehlo.add %799, %800 : tensor<4096x10x10xf32>
    %802 = "stablehlo.scatter"(%796, %177, %801) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %803 = stablehlo.multiply %780, %767 : tensor<4096x10x10xf32>
    %804 = stablehlo.multiply %786, %769 : tensor<4096x10x10xf32>
    %805 = stablehlo.add %803, %804 : tensor<4096x10x10xf32>
    %806 = stablehlo.multiply %793, %772 : tensor<4096x10x10xf32>
    %807 = stablehlo.add %805, %806 : tensor<4096x10x10xf32>
    %808 = "stablehlo.scatter"(%802, %203, %807) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %809 = stablehlo.slice %arg4 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %810 = stablehlo.reshape %809 : (tensor<1x1xf32>) -> tensor<f32>
    %811 = stablehlo.multiply %738, %810 : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %813 = stablehlo.multiply %812, %740 : tensor<4096x10x10xf32>
    %814 = stablehlo.slice %arg4 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %815 = stablehlo.reshape %814 : (tensor<1x1xf32>) -> tensor<f32>
    %816 = stablehlo.multiply %744, %815 : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %818 = stablehlo.multiply %817, %746 : tensor<4096x10x10xf32>
    %819 = stablehlo.add %813, %818 : tensor<4096x10x10xf32>
    %820 = stablehlo.slice %arg4 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %821 = stablehlo.reshape %820 : (tensor<1x1xf32>) -> tensor<f32>
    %822 = stablehlo.multiply %751, %821 : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %824 = stablehlo.multiply %823, %753 : tensor<4096x10x10xf32>
    %825 = stablehlo.add %819, %824 : tensor<4096x10x10xf32>
    %826 = "stablehlo.scatter"(%cst_62, %151, %825) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %827 = stablehlo.multiply %812, %758 : tensor<4096x10x10xf32>
    %828 = stablehlo.multiply %817, %760 : tensor<4096x10x10xf32>
    %829 = stablehlo.add %827, %828 : tensor<4096x10x10xf32>
    %830 = stablehlo.multiply %823, %763 : tensor<4096x10x10xf32>
    %831 = stablehlo.add %829, %830 : tensor<4096x10x10xf32>
    %832 = "stablehlo.scatter"(%826, %177, %831) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %833 = stablehlo.multiply %812, %767 : tensor<4096x10x10xf32>
    %834 = stablehlo.multiply %817, %769 : tensor<4096x10x10xf32>
    %835 = stablehlo.add %833, %834 : tensor<4096x10x10xf32>
    %836 = stablehlo.multiply %823, %772 : tensor<4096x10x10xf32>
    %837 = stablehlo.add %835, %836 : tensor<4096x10x10xf32>
    %838 = "stablehlo.scatter"(%832, %203, %837) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %839 = stablehlo.multiply %777, %777 : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %841 = stablehlo.multiply %840, %740 : tensor<4096x10x10xf32>
    %842 = stablehlo.multiply %783, %783 : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %844 = stablehlo.multiply %843, %746 : tensor<4096x10x10xf32>
    %845 = stablehlo.add %841, %844 : tensor<4096x10x10xf32>
    %846 = stablehlo.multiply %790, %790 : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %846, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %848 = stablehlo.multiply %847, %753 : tensor<4096x10x10xf32>
    %849 = stablehlo.add %845, %848 : tensor<4096x10x10xf32>
    %850 = "stablehlo.scatter"(%cst_62, %151, %849) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %851 = stablehlo.multiply %840, %758 : tensor<4096x10x10xf32>
    %852 = stablehlo.multiply %843, %760 : tensor<4096x10x10xf32>
    %853 = stablehlo.add %851, %852 : tensor<4096x10x10xf32>
    %854 = stablehlo.multiply %847, %763 : tensor<4096x10x10xf32>
    %855 = stablehlo.add %853, %854 : tensor<4096x10x10xf32>
    %856 = "stablehlo.scatter"(%850, %177, %855) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %857 = stablehlo.multiply %840, %767 : tensor<4096x10x10xf32>
    %858 = stablehlo.multiply %843, %769 : tensor<4096x10x10xf32>
    %859 = stablehlo.add %857, %858 : tensor<4096x10x10xf32>
    %860 = stablehlo.multiply %847, %772 : tensor<4096x10x10xf32>
    %861 = stablehlo.add %859, %860 : tensor<4096x10x10xf32>
    %862 = "stablehlo.scatter"(%856, %203, %861) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %863 = stablehlo.slice %arg4 [0:1, 1:3] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %864 = stablehlo.reduce(%863 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [0] : (tensor<1xf32>) -> tensor<4096x10x10xf32>
    %866 = stablehlo.multiply %865, %740 : tensor<4096x10x10xf32>
    %867 = stablehlo.slice %arg4 [1:2, 1:3] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %868 = stablehlo.reduce(%867 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [0] : (tensor<1xf32>) -> tensor<4096x10x10xf32>
    %870 = stablehlo.multiply %869, %746 : tensor<4096x10x10xf32>
    %871 = stablehlo.add %866, %870 : tensor<4096x10x10xf32>
    %872 = stablehlo.slice %arg4 [2:3, 1:3] : (tensor<3x3xf32>) -> tensor<1x2xf32>
    %873 = stablehlo.reduce(%872 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %874 = stablehlo.broadcast_in_dim %873, dims = [0] : (tensor<1xf32>) -> tensor<4096x10x10xf32>
    %875 = stablehlo.multiply %874, %753 : tensor<4096x10x10xf32>
    %876 = stablehlo.add %871, %875 : tensor<4096x10x10xf32>
    %877 = "stablehlo.scatter"(%cst_62, %151, %876) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %878 = stablehlo.multiply %865, %758 : tensor<4096x10x10xf32>
    %879 = stablehlo.multiply %869, %760 : tensor<4096x10x10xf32>
    %880 = stablehlo.add %878, %879 : tensor<4096x10x10xf32>
    %881 = stablehlo.multiply %874, %763 : tensor<4096x10x10xf32>
    %882 = stablehlo.add %880, %881 : tensor<4096x10x10xf32>
    %883 = "stablehlo.scatter"(%877, %177, %882) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %884 = stablehlo.multiply %865, %767 : tensor<4096x10x10xf32>
    %885 = stablehlo.multiply %869, %769 : tensor<4096x10x10xf32>
    %886 = stablehlo.add %884, %885 : tensor<4096x10x10xf32>
    %887 = stablehlo.multiply %874, %772 : tensor<4096x10x10xf32>
    %888 = stablehlo.add %886, %887 : tensor<4096x10x10xf32>
    %889 = "stablehlo.scatter"(%883, %203, %888) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %890 = stablehlo.multiply %810, %810 : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %890, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %892 = stablehlo.multiply %891, %740 : tensor<4096x10x10xf32>
    %893 = stablehlo.multiply %815, %815 : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %895 = stablehlo.multiply %894, %746 : tensor<4096x10x10xf32>
    %896 = stablehlo.add %892, %895 : tensor<4096x10x10xf32>
    %897 = stablehlo.multiply %821, %821 : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %897, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %899 = stablehlo.multiply %898, %753 : tensor<4096x10x10xf32>
    %900 = stablehlo.add %896, %899 : tensor<4096x10x10xf32>
    %901 = "stablehlo.scatter"(%cst_62, %151, %900) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %902 = stablehlo.multiply %891, %758 : tensor<4096x10x10xf32>
    %903 = stablehlo.multiply %894, %760 : tensor<4096x10x10xf32>
    %904 = stablehlo.add %902, %903 : tensor<4096x10x10xf32>
    %905 = stablehlo.multiply %898, %763 : tensor<4096x10x10xf32>
    %906 = stablehlo.add %904, %905 : tensor<4096x10x10xf32>
    %907 = "stablehlo.scatter"(%901, %177, %906) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %908 = stablehlo.multiply %891, %767 : tensor<4096x10x10xf32>
    %909 = stablehlo.multiply %894, %769 : tensor<4096x10x10xf32>
    %910 = stablehlo.add %908, %909 : tensor<4096x10x10xf32>
    %911 = stablehlo.multiply %898, %772 : tensor<4096x10x10xf32>
    %912 = stablehlo.add %910, %911 : tensor<4096x10x10xf32>
    %913 = "stablehlo.scatter"(%907, %203, %912) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x1000xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x1000xf32>
    %914 = "stablehlo.gather"(%775, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %915 = "stablehlo.gather"(%775, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %916 = "stablehlo.gather"(%775, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %917 = stablehlo.reshape %914 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %918 = stablehlo.reshape %915 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %919 = stablehlo.reshape %916 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %920 = stablehlo.concatenate %917, %918, %919, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %921 = "stablehlo.gather"(%808, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %922 = "stablehlo.gather"(%808, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %923 = "stablehlo.gather"(%808, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %924 = stablehlo.reshape %921 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %925 = stablehlo.reshape %922 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %926 = stablehlo.reshape %923 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %927 = stablehlo.concatenate %924, %925, %926, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %928 = "stablehlo.gather"(%838, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %929 = "stablehlo.gather"(%838, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %930 = "stablehlo.gather"(%838, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %931 = stablehlo.reshape %928 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %932 = stablehlo.reshape %929 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %933 = stablehlo.reshape %930 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %934 = stablehlo.concatenate %931, %932, %933, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %935 = "stablehlo.gather"(%862, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %936 = "stablehlo.gather"(%862, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %937 = "stablehlo.gather"(%862, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %938 = stablehlo.reshape %935 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %939 = stablehlo.reshape %936 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %940 = stablehlo.reshape %937 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %941 = stablehlo.concatenate %938, %939, %940, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %942 = "stablehlo.gather"(%889, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %943 = "stablehlo.gather"(%889, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %944 = "stablehlo.gather"(%889, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %945 = stablehlo.reshape %942 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %946 = stablehlo.reshape %943 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %947 = stablehlo.reshape %944 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %948 = stablehlo.concatenate %945, %946, %947, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %949 = "stablehlo.gather"(%913, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %950 = "stablehlo.gather"(%913, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %951 = "stablehlo.gather"(%913, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x1000xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %952 = stablehlo.reshape %949 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %953 = stablehlo.reshape %950 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %954 = stablehlo.reshape %951 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %955 = stablehlo.concatenate %952, %953, %954, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %956 = stablehlo.reshape %920 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %957 = stablehlo.reshape %927 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %958 = stablehlo.reshape %934 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %959 = stablehlo.reshape %941 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %960 = stablehlo.reshape %948 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %961 = stablehlo.reshape %955 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %962 = stablehlo.concatenate %956, %957, %958, %957, %959, %960, %958, %960, %961, dim = 1 : (tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>) -> tensor<4096x9x3x10x10xf32>
    %963 = stablehlo.slice %arg4 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %964 = stablehlo.reshape %963 : (tensor<3x1xf32>) -> tensor<1x3xf32>
    %965 = stablehlo.multiply %964, %964 : tensor<1x3xf32>
    %966 = stablehlo.slice %arg4 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %967 = stablehlo.reshape %966 : (tensor<3x1xf32>) -> tensor<1x3xf32>
    %968 = stablehlo.slice %arg4 [0:3, 0:2] : (tensor<3x3xf32>) -> tensor<3x2xf32>
    %969 = stablehlo.reduce(%968 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %970 = stablehlo.slice %arg4 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %971 = stablehlo.reshape %970 : (tensor<3x1xf32>) -> tensor<1x3xf32>
    %972 = stablehlo.multiply %964, %971 : tensor<1x3xf32>
    %973 = stablehlo.multiply %967, %967 : tensor<1x3xf32>
    %974 = stablehlo.slice %arg4 [0:3, 1:3] : (tensor<3x3xf32>) -> tensor<3x2xf32>
    %975 = stablehlo.reduce(%974 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %976 = stablehlo.multiply %971, %971 : tensor<1x3xf32>
    %977 = stablehlo.reshape %969 : (tensor<3xf32>) -> tensor<1x3xf32>
    %978 = stablehlo.reshape %975 : (tensor<3xf32>) -> tensor<1x3xf32>
    %979 = stablehlo.concatenate %965, %977, %972, %977, %973, %978, %972, %978, %976, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<9x3xf32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [1, 2] : (tensor<9x3xf32>) -> tensor<9x9x3xf32>
    %981 = stablehlo.reshape %980 : (tensor<9x9x3xf32>) -> tensor<81x3xf32>
    %982 = stablehlo.transpose %981, dims = [1, 0] : (tensor<81x3xf32>) -> tensor<3x81xf32>
    %983:2 = stablehlo.while(%iterArg = %c_66, %iterArg_72 = %cst_19) : tensor<i32>, tensor<4096x81x10x10xf32>
    cond {
      %1752 = stablehlo.compare LT, %iterArg, %c_67, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1752 : tensor<i1>
    } do {
      %1752 = stablehlo.add %iterArg, %c_65 : tensor<i32>
      %1753 = stablehlo.dynamic_slice %962, %c_66, %c_66, %iterArg, %c_66, %c_66, sizes = [4096, 9, 1, 10, 10] : (tensor<4096x9x3x10x10xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4096x9x1x10x10xf32>
      %1754 = stablehlo.reshape %1753 : (tensor<4096x9x1x10x10xf32>) -> tensor<4096x9x10x10xf32>
      %1755 = stablehlo.dynamic_slice %982, %iterArg, %c_66, sizes = [1, 81] : (tensor<3x81xf32>, tensor<i32>, tensor<i32>) -> tensor<1x81xf32>
      %1756 = "stablehlo.gather"(%1754, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 10, 10>}> : (tensor<4096x9x10x10xf32>, tensor<81x1xi32>) -> tensor<4096x81x10x10xf32>
      %1757 = stablehlo.broadcast_in_dim %1755, dims = [0, 1] : (tensor<1x81xf32>) -> tensor<4096x81x10x10xf32>
      %1758 = stablehlo.multiply %1757, %1756 : tensor<4096x81x10x10xf32>
      %1759 = stablehlo.add %iterArg_72, %1758 : tensor<4096x81x10x10xf32>
      stablehlo.return %1752, %1759 : tensor<i32>, tensor<4096x81x10x10xf32>
    }
    %984 = stablehlo.multiply %1, %c_46 : tensor<10x10xi32>
    %985 = stablehlo.add %984, %0 : tensor<10x10xi32>
    %986 = stablehlo.slice %983#1 [0:4096, 0:1, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %987 = stablehlo.reshape %986 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %988 = stablehlo.select %c_70, %985, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %989 = stablehlo.compare LT, %988, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %990 = stablehlo.add %988, %c_17 : tensor<10x10xi32>
    %991 = stablehlo.select %989, %990, %988 : tensor<10x10xi1>, tensor<10x10xi32>
    %992 = stablehlo.reshape %991 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %993 = "stablehlo.scatter"(%cst_18, %992, %987) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %994 = stablehlo.add %c_40, %0 : tensor<10x10xi32>
    %995 = stablehlo.add %984, %994 : tensor<10x10xi32>
    %996 = stablehlo.slice %983#1 [0:4096, 1:2, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %997 = stablehlo.reshape %996 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %998 = stablehlo.select %c_70, %995, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %999 = stablehlo.compare LT, %998, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1000 = stablehlo.add %998, %c_17 : tensor<10x10xi32>
    %1001 = stablehlo.select %999, %1000, %998 : tensor<10x10xi1>, tensor<10x10xi32>
    %1002 = stablehlo.reshape %1001 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1003 = "stablehlo.scatter"(%993, %1002, %997) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1004 = stablehlo.add %c_29, %0 : tensor<10x10xi32>
    %1005 = stablehlo.add %984, %1004 : tensor<10x10xi32>
    %1006 = stablehlo.slice %983#1 [0:4096, 2:3, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1007 = stablehlo.reshape %1006 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1008 = stablehlo.select %c_70, %1005, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1009 = stablehlo.compare LT, %1008, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1010 = stablehlo.add %1008, %c_17 : tensor<10x10xi32>
    %1011 = stablehlo.select %1009, %1010, %1008 : tensor<10x10xi1>, tensor<10x10xi32>
    %1012 = stablehlo.reshape %1011 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1013 = "stablehlo.scatter"(%1003, %1012, %1007) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1014 = stablehlo.add %c_40, %1 : tensor<10x10xi32>
    %1015 = stablehlo.multiply %1014, %c_46 : tensor<10x10xi32>
    %1016 = stablehlo.add %1015, %0 : tensor<10x10xi32>
    %1017 = stablehlo.slice %983#1 [0:4096, 3:4, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1018 = stablehlo.reshape %1017 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1019 = stablehlo.select %c_70, %1016, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1020 = stablehlo.compare LT, %1019, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1021 = stablehlo.add %1019, %c_17 : tensor<10x10xi32>
    %1022 = stablehlo.select %1020, %1021, %1019 : tensor<10x10xi1>, tensor<10x10xi32>
    %1023 = stablehlo.reshape %1022 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1024 = "stablehlo.scatter"(%1013, %1023, %1018) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1025 = stablehlo.add %1015, %994 : tensor<10x10xi32>
    %1026 = stablehlo.slice %983#1 [0:4096, 4:5, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1027 = stablehlo.reshape %1026 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1028 = stablehlo.select %c_70, %1025, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1029 = stablehlo.compare LT, %1028, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1030 = stablehlo.add %1028, %c_17 : tensor<10x10xi32>
    %1031 = stablehlo.select %1029, %1030, %1028 : tensor<10x10xi1>, tensor<10x10xi32>
    %1032 = stablehlo.reshape %1031 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1033 = "stablehlo.scatter"(%1024, %1032, %1027) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1034 = stablehlo.add %1015, %1004 : tensor<10x10xi32>
    %1035 = stablehlo.slice %983#1 [0:4096, 5:6, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1036 = stablehlo.reshape %1035 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1037 = stablehlo.select %c_70, %1034, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1038 = stablehlo.compare LT, %1037, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1039 = stablehlo.add %1037, %c_17 : tensor<10x10xi32>
    %1040 = stablehlo.select %1038, %1039, %1037 : tensor<10x10xi1>, tensor<10x10xi32>
    %1041 = stablehlo.reshape %1040 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1042 = "stablehlo.scatter"(%1033, %1041, %1036) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1043 = stablehlo.add %c_29, %1 : tensor<10x10xi32>
    %1044 = stablehlo.multiply %1043, %c_46 : tensor<10x10xi32>
    %1045 = stablehlo.add %1044, %0 : tensor<10x10xi32>
    %1046 = stablehlo.slice %983#1 [0:4096, 6:7, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1047 = stablehlo.reshape %1046 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1048 = stablehlo.select %c_70, %1045, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1049 = stablehlo.compare LT, %1048, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1050 = stablehlo.add %1048, %c_17 : tensor<10x10xi32>
    %1051 = stablehlo.select %1049, %1050, %1048 : tensor<10x10xi1>, tensor<10x10xi32>
    %1052 = stablehlo.reshape %1051 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1053 = "stablehlo.scatter"(%1042, %1052, %1047) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1054 = stablehlo.add %1044, %994 : tensor<10x10xi32>
    %1055 = stablehlo.slice %983#1 [0:4096, 7:8, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1056 = stablehlo.reshape %1055 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1057 = stablehlo.select %c_70, %1054, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1058 = stablehlo.compare LT, %1057, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1059 = stablehlo.add %1057, %c_17 : tensor<10x10xi32>
    %1060 = stablehlo.select %1058, %1059, %1057 : tensor<10x10xi1>, tensor<10x10xi32>
    %1061 = stablehlo.reshape %1060 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1062 = "stablehlo.scatter"(%1053, %1061, %1056) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1063 = stablehlo.add %1044, %1004 : tensor<10x10xi32>
    %1064 = stablehlo.slice %983#1 [0:4096, 8:9, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1066 = stablehlo.select %c_70, %1063, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1067 = stablehlo.compare LT, %1066, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1068 = stablehlo.add %1066, %c_17 : tensor<10x10xi32>
    %1069 = stablehlo.select %1067, %1068, %1066 : tensor<10x10xi1>, tensor<10x10xi32>
    %1070 = stablehlo.reshape %1069 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1071 = "stablehlo.scatter"(%1062, %1070, %1065) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1072 = stablehlo.add %984, %14 : tensor<10x10xi32>
    %1073 = stablehlo.slice %983#1 [0:4096, 9:10, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1074 = stablehlo.reshape %1073 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1075 = stablehlo.select %c_70, %1072, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1076 = stablehlo.compare LT, %1075, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1077 = stablehlo.add %1075, %c_17 : tensor<10x10xi32>
    %1078 = stablehlo.select %1076, %1077, %1075 : tensor<10x10xi1>, tensor<10x10xi32>
    %1079 = stablehlo.reshape %1078 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1080 = "stablehlo.scatter"(%1071, %1079, %1074) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1081 = stablehlo.add %c_37, %0 : tensor<10x10xi32>
    %1082 = stablehlo.add %984, %1081 : tensor<10x10xi32>
    %1083 = stablehlo.slice %983#1 [0:4096, 10:11, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1084 = stablehlo.reshape %1083 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1085 = stablehlo.select %c_70, %1082, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1086 = stablehlo.compare LT, %1085, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1087 = stablehlo.add %1085, %c_17 : tensor<10x10xi32>
    %1088 = stablehlo.select %1086, %1087, %1085 : tensor<10x10xi1>, tensor<10x10xi32>
    %1089 = stablehlo.reshape %1088 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1090 = "stablehlo.scatter"(%1080, %1089, %1084) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1091 = stablehlo.add %c_26, %0 : tensor<10x10xi32>
    %1092 = stablehlo.add %984, %1091 : tensor<10x10xi32>
    %1093 = stablehlo.slice %983#1 [0:4096, 11:12, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1094 = stablehlo.reshape %1093 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1095 = stablehlo.select %c_70, %1092, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1096 = stablehlo.compare LT, %1095, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1097 = stablehlo.add %1095, %c_17 : tensor<10x10xi32>
    %1098 = stablehlo.select %1096, %1097, %1095 : tensor<10x10xi1>, tensor<10x10xi32>
    %1099 = stablehlo.reshape %1098 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1100 = "stablehlo.scatter"(%1090, %1099, %1094) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1101 = stablehlo.add %1015, %14 : tensor<10x10xi32>
    %1102 = stablehlo.slice %983#1 [0:4096, 12:13, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1103 = stablehlo.reshape %1102 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1104 = stablehlo.select %c_70, %1101, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1105 = stablehlo.compare LT, %1104, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1106 = stablehlo.add %1104, %c_17 : tensor<10x10xi32>
    %1107 = stablehlo.select %1105, %1106, %1104 : tensor<10x10xi1>, tensor<10x10xi32>
    %1108 = stablehlo.reshape %1107 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1109 = "stablehlo.scatter"(%1100, %1108, %1103) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1110 = stablehlo.add %1015, %1081 : tensor<10x10xi32>
    %1111 = stablehlo.slice %983#1 [0:4096, 13:14, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1112 = stablehlo.reshape %1111 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1113 = stablehlo.select %c_70, %1110, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1114 = stablehlo.compare LT, %1113, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1115 = stablehlo.add %1113, %c_17 : tensor<10x10xi32>
    %1116 = stablehlo.select %1114, %1115, %1113 : tensor<10x10xi1>, tensor<10x10xi32>
    %1117 = stablehlo.reshape %1116 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1118 = "stablehlo.scatter"(%1109, %1117, %1112) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1119 = stablehlo.add %1015, %1091 : tensor<10x10xi32>
    %1120 = stablehlo.slice %983#1 [0:4096, 14:15, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1121 = stablehlo.reshape %1120 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1122 = stablehlo.select %c_70, %1119, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1123 = stablehlo.compare LT, %1122, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1124 = stablehlo.add %1122, %c_17 : tensor<10x10xi32>
    %1125 = stablehlo.select %1123, %1124, %1122 : tensor<10x10xi1>, tensor<10x10xi32>
    %1126 = stablehlo.reshape %1125 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1127 = "stablehlo.scatter"(%1118, %1126, %1121) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1128 = stablehlo.add %1044, %14 : tensor<10x10xi32>
    %1129 = stablehlo.slice %983#1 [0:4096, 15:16, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1130 = stablehlo.reshape %1129 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1131 = stablehlo.select %c_70, %1128, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1132 = stablehlo.compare LT, %1131, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1133 = stablehlo.add %1131, %c_17 : tensor<10x10xi32>
    %1134 = stablehlo.select %1132, %1133, %1131 : tensor<10x10xi1>, tensor<10x10xi32>
    %1135 = stablehlo.reshape %1134 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1136 = "stablehlo.scatter"(%1127, %1135, %1130) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1137 = stablehlo.add %1044, %1081 : tensor<10x10xi32>
    %1138 = stablehlo.slice %983#1 [0:4096, 16:17, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1139 = stablehlo.reshape %1138 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1140 = stablehlo.select %c_70, %1137, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1141 = stablehlo.compare LT, %1140, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1142 = stablehlo.add %1140, %c_17 : tensor<10x10xi32>
    %1143 = stablehlo.select %1141, %1142, %1140 : tensor<10x10xi1>, tensor<10x10xi32>
    %1144 = stablehlo.reshape %1143 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1145 = "stablehlo.scatter"(%1136, %1144, %1139) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1146 = stablehlo.add %1044, %1091 : tensor<10x10xi32>
    %1147 = stablehlo.slice %983#1 [0:4096, 17:18, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1148 = stablehlo.reshape %1147 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1149 = stablehlo.select %c_70, %1146, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1150 = stablehlo.compare LT, %1149, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1151 = stablehlo.add %1149, %c_17 : tensor<10x10xi32>
    %1152 = stablehlo.select %1150, %1151, %1149 : tensor<10x10xi1>, tensor<10x10xi32>
    %1153 = stablehlo.reshape %1152 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1154 = "stablehlo.scatter"(%1145, %1153, %1148) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1155 = stablehlo.add %984, %28 : tensor<10x10xi32>
    %1156 = stablehlo.slice %983#1 [0:4096, 18:19, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1157 = stablehlo.reshape %1156 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1158 = stablehlo.select %c_70, %1155, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1159 = stablehlo.compare LT, %1158, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1160 = stablehlo.add %1158, %c_17 : tensor<10x10xi32>
    %1161 = stablehlo.select %1159, %1160, %1158 : tensor<10x10xi1>, tensor<10x10xi32>
    %1162 = stablehlo.reshape %1161 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1163 = "stablehlo.scatter"(%1154, %1162, %1157) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1164 = stablehlo.add %c_33, %0 : tensor<10x10xi32>
    %1165 = stablehlo.add %984, %1164 : tensor<10x10xi32>
    %1166 = stablehlo.slice %983#1 [0:4096, 19:20, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1167 = stablehlo.reshape %1166 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1168 = stablehlo.select %c_70, %1165, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1169 = stablehlo.compare LT, %1168, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1170 = stablehlo.add %1168, %c_17 : tensor<10x10xi32>
    %1171 = stablehlo.select %1169, %1170, %1168 : tensor<10x10xi1>, tensor<10x10xi32>
    %1172 = stablehlo.reshape %1171 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1173 = "stablehlo.scatter"(%1163, %1172, %1167) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1174 = stablehlo.add %c_22, %0 : tensor<10x10xi32>
    %1175 = stablehlo.add %984, %1174 : tensor<10x10xi32>
    %1176 = stablehlo.slice %983#1 [0:4096, 20:21, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1177 = stablehlo.reshape %1176 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1178 = stablehlo.select %c_70, %1175, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1179 = stablehlo.compare LT, %1178, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1180 = stablehlo.add %1178, %c_17 : tensor<10x10xi32>
    %1181 = stablehlo.select %1179, %1180, %1178 : tensor<10x10xi1>, tensor<10x10xi32>
    %1182 = stablehlo.reshape %1181 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1183 = "stablehlo.scatter"(%1173, %1182, %1177) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1184 = stablehlo.add %1015, %28 : tensor<10x10xi32>
    %1185 = stablehlo.slice %983#1 [0:4096, 21:22, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1186 = stablehlo.reshape %1185 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1187 = stablehlo.select %c_70, %1184, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1188 = stablehlo.compare LT, %1187, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1189 = stablehlo.add %1187, %c_17 : tensor<10x10xi32>
    %1190 = stablehlo.select %1188, %1189, %1187 : tensor<10x10xi1>, tensor<10x10xi32>
    %1191 = stablehlo.reshape %1190 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1192 = "stablehlo.scatter"(%1183, %1191, %1186) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1193 = stablehlo.add %1015, %1164 : tensor<10x10xi32>
    %1194 = stablehlo.slice %983#1 [0:4096, 22:23, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1195 = stablehlo.reshape %1194 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1196 = stablehlo.select %c_70, %1193, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1197 = stablehlo.compare LT, %1196, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1198 = stablehlo.add %1196, %c_17 : tensor<10x10xi32>
    %1199 = stablehlo.select %1197, %1198, %1196 : tensor<10x10xi1>, tensor<10x10xi32>
    %1200 = stablehlo.reshape %1199 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1201 = "stablehlo.scatter"(%1192, %1200, %1195) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1202 = stablehlo.add %1015, %1174 : tensor<10x10xi32>
    %1203 = stablehlo.slice %983#1 [0:4096, 23:24, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1204 = stablehlo.reshape %1203 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1205 = stablehlo.select %c_70, %1202, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1206 = stablehlo.compare LT, %1205, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1207 = stablehlo.add %1205, %c_17 : tensor<10x10xi32>
    %1208 = stablehlo.select %1206, %1207, %1205 : tensor<10x10xi1>, tensor<10x10xi32>
    %1209 = stablehlo.reshape %1208 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1210 = "stablehlo.scatter"(%1201, %1209, %1204) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1211 = stablehlo.add %1044, %28 : tensor<10x10xi32>
    %1212 = stablehlo.slice %983#1 [0:4096, 24:25, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1213 = stablehlo.reshape %1212 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1214 = stablehlo.select %c_70, %1211, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1215 = stablehlo.compare LT, %1214, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1216 = stablehlo.add %1214, %c_17 : tensor<10x10xi32>
    %1217 = stablehlo.select %1215, %1216, %1214 : tensor<10x10xi1>, tensor<10x10xi32>
    %1218 = stablehlo.reshape %1217 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1219 = "stablehlo.scatter"(%1210, %1218, %1213) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1220 = stablehlo.add %1044, %1164 : tensor<10x10xi32>
    %1221 = stablehlo.slice %983#1 [0:4096, 25:26, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1222 = stablehlo.reshape %1221 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1223 = stablehlo.select %c_70, %1220, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1224 = stablehlo.compare LT, %1223, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1225 = stablehlo.add %1223, %c_17 : tensor<10x10xi32>
    %1226 = stablehlo.select %1224, %1225, %1223 : tensor<10x10xi1>, tensor<10x10xi32>
    %1227 = stablehlo.reshape %1226 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1228 = "stablehlo.scatter"(%1219, %1227, %1222) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1229 = stablehlo.add %1044, %1174 : tensor<10x10xi32>
    %1230 = stablehlo.slice %983#1 [0:4096, 26:27, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1231 = stablehlo.reshape %1230 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1232 = stablehlo.select %c_70, %1229, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1233 = stablehlo.compare LT, %1232, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1234 = stablehlo.add %1232, %c_17 : tensor<10x10xi32>
    %1235 = stablehlo.select %1233, %1234, %1232 : tensor<10x10xi1>, tensor<10x10xi32>
    %1236 = stablehlo.reshape %1235 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1237 = "stablehlo.scatter"(%1228, %1236, %1231) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1238 = stablehlo.multiply %552, %c_46 : tensor<10x10xi32>
    %1239 = stablehlo.add %1238, %0 : tensor<10x10xi32>
    %1240 = stablehlo.slice %983#1 [0:4096, 27:28, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1241 = stablehlo.reshape %1240 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1242 = stablehlo.select %c_70, %1239, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1243 = stablehlo.compare LT, %1242, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1244 = stablehlo.add %1242, %c_17 : tensor<10x10xi32>
    %1245 = stablehlo.select %1243, %1244, %1242 : tensor<10x10xi1>, tensor<10x10xi32>
    %1246 = stablehlo.reshape %1245 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1247 = "stablehlo.scatter"(%1237, %1246, %1241) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1248 = stablehlo.add %1238, %994 : tensor<10x10xi32>
    %1249 = stablehlo.slice %983#1 [0:4096, 28:29, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1250 = stablehlo.reshape %1249 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1251 = stablehlo.select %c_70, %1248, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1252 = stablehlo.compare LT, %1251, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1253 = stablehlo.add %1251, %c_17 : tensor<10x10xi32>
    %1254 = stablehlo.select %1252, %1253, %1251 : tensor<10x10xi1>, tensor<10x10xi32>
    %1255 = stablehlo.reshape %1254 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1256 = "stablehlo.scatter"(%1247, %1255, %1250) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1257 = stablehlo.add %1238, %1004 : tensor<10x10xi32>
    %1258 = stablehlo.slice %983#1 [0:4096, 29:30, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1259 = stablehlo.reshape %1258 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1260 = stablehlo.select %c_70, %1257, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1261 = stablehlo.compare LT, %1260, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1262 = stablehlo.add %1260, %c_17 : tensor<10x10xi32>
    %1263 = stablehlo.select %1261, %1262, %1260 : tensor<10x10xi1>, tensor<10x10xi32>
    %1264 = stablehlo.reshape %1263 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1265 = "stablehlo.scatter"(%1256, %1264, %1259) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1266 = stablehlo.add %c_37, %1 : tensor<10x10xi32>
    %1267 = stablehlo.multiply %1266, %c_46 : tensor<10x10xi32>
    %1268 = stablehlo.add %1267, %0 : tensor<10x10xi32>
    %1269 = stablehlo.slice %983#1 [0:4096, 30:31, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1270 = stablehlo.reshape %1269 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1271 = stablehlo.select %c_70, %1268, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1272 = stablehlo.compare LT, %1271, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1273 = stablehlo.add %1271, %c_17 : tensor<10x10xi32>
    %1274 = stablehlo.select %1272, %1273, %1271 : tensor<10x10xi1>, tensor<10x10xi32>
    %1275 = stablehlo.reshape %1274 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1276 = "stablehlo.scatter"(%1265, %1275, %1270) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1277 = stablehlo.add %1267, %994 : tensor<10x10xi32>
    %1278 = stablehlo.slice %983#1 [0:4096, 31:32, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1279 = stablehlo.reshape %1278 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1280 = stablehlo.select %c_70, %1277, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1281 = stablehlo.compare LT, %1280, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1282 = stablehlo.add %1280, %c_17 : tensor<10x10xi32>
    %1283 = stablehlo.select %1281, %1282, %1280 : tensor<10x10xi1>, tensor<10x10xi32>
    %1284 = stablehlo.reshape %1283 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1285 = "stablehlo.scatter"(%1276, %1284, %1279) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1286 = stablehlo.add %1267, %1004 : tensor<10x10xi32>
    %1287 = stablehlo.slice %983#1 [0:4096, 32:33, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1288 = stablehlo.reshape %1287 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1289 = stablehlo.select %c_70, %1286, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1290 = stablehlo.compare LT, %1289, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1291 = stablehlo.add %1289, %c_17 : tensor<10x10xi32>
    %1292 = stablehlo.select %1290, %1291, %1289 : tensor<10x10xi1>, tensor<10x10xi32>
    %1293 = stablehlo.reshape %1292 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1294 = "stablehlo.scatter"(%1285, %1293, %1288) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1295 = stablehlo.add %c_26, %1 : tensor<10x10xi32>
    %1296 = stablehlo.multiply %1295, %c_46 : tensor<10x10xi32>
    %1297 = stablehlo.add %1296, %0 : tensor<10x10xi32>
    %1298 = stablehlo.slice %983#1 [0:4096, 33:34, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1299 = stablehlo.reshape %1298 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1300 = stablehlo.select %c_70, %1297, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1301 = stablehlo.compare LT, %1300, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1302 = stablehlo.add %1300, %c_17 : tensor<10x10xi32>
    %1303 = stablehlo.select %1301, %1302, %1300 : tensor<10x10xi1>, tensor<10x10xi32>
    %1304 = stablehlo.reshape %1303 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1305 = "stablehlo.scatter"(%1294, %1304, %1299) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1306 = stablehlo.add %1296, %994 : tensor<10x10xi32>
    %1307 = stablehlo.slice %983#1 [0:4096, 34:35, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1308 = stablehlo.reshape %1307 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1309 = stablehlo.select %c_70, %1306, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1310 = stablehlo.compare LT, %1309, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1311 = stablehlo.add %1309, %c_17 : tensor<10x10xi32>
    %1312 = stablehlo.select %1310, %1311, %1309 : tensor<10x10xi1>, tensor<10x10xi32>
    %1313 = stablehlo.reshape %1312 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1314 = "stablehlo.scatter"(%1305, %1313, %1308) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1315 = stablehlo.add %1296, %1004 : tensor<10x10xi32>
    %1316 = stablehlo.slice %983#1 [0:4096, 35:36, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1317 = stablehlo.reshape %1316 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1318 = stablehlo.select %c_70, %1315, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1319 = stablehlo.compare LT, %1318, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1320 = stablehlo.add %1318, %c_17 : tensor<10x10xi32>
    %1321 = stablehlo.select %1319, %1320, %1318 : tensor<10x10xi1>, tensor<10x10xi32>
    %1322 = stablehlo.reshape %1321 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1323 = "stablehlo.scatter"(%1314, %1322, %1317) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1324 = stablehlo.add %1238, %14 : tensor<10x10xi32>
    %1325 = stablehlo.slice %983#1 [0:4096, 36:37, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1326 = stablehlo.reshape %1325 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1327 = stablehlo.select %c_70, %1324, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1328 = stablehlo.compare LT, %1327, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1329 = stablehlo.add %1327, %c_17 : tensor<10x10xi32>
    %1330 = stablehlo.select %1328, %1329, %1327 : tensor<10x10xi1>, tensor<10x10xi32>
    %1331 = stablehlo.reshape %1330 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1332 = "stablehlo.scatter"(%1323, %1331, %1326) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1333 = stablehlo.add %1238, %1081 : tensor<10x10xi32>
    %1334 = stablehlo.slice %983#1 [0:4096, 37:38, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1335 = stablehlo.reshape %1334 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1336 = stablehlo.select %c_70, %1333, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1337 = stablehlo.compare LT, %1336, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1338 = stablehlo.add %1336, %c_17 : tensor<10x10xi32>
    %1339 = stablehlo.select %1337, %1338, %1336 : tensor<10x10xi1>, tensor<10x10xi32>
    %1340 = stablehlo.reshape %1339 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1341 = "stablehlo.scatter"(%1332, %1340, %1335) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1342 = stablehlo.add %1238, %1091 : tensor<10x10xi32>
    %1343 = stablehlo.slice %983#1 [0:4096, 38:39, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1344 = stablehlo.reshape %1343 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1345 = stablehlo.select %c_70, %1342, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1346 = stablehlo.compare LT, %1345, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1347 = stablehlo.add %1345, %c_17 : tensor<10x10xi32>
    %1348 = stablehlo.select %1346, %1347, %1345 : tensor<10x10xi1>, tensor<10x10xi32>
    %1349 = stablehlo.reshape %1348 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1350 = "stablehlo.scatter"(%1341, %1349, %1344) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1351 = stablehlo.add %1267, %14 : tensor<10x10xi32>
    %1352 = stablehlo.slice %983#1 [0:4096, 39:40, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1353 = stablehlo.reshape %1352 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1354 = stablehlo.select %c_70, %1351, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1355 = stablehlo.compare LT, %1354, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1356 = stablehlo.add %1354, %c_17 : tensor<10x10xi32>
    %1357 = stablehlo.select %1355, %1356, %1354 : tensor<10x10xi1>, tensor<10x10xi32>
    %1358 = stablehlo.reshape %1357 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1359 = "stablehlo.scatter"(%1350, %1358, %1353) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1360 = stablehlo.add %1267, %1081 : tensor<10x10xi32>
    %1361 = stablehlo.slice %983#1 [0:4096, 40:41, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1362 = stablehlo.reshape %1361 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1363 = stablehlo.select %c_70, %1360, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1364 = stablehlo.compare LT, %1363, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1365 = stablehlo.add %1363, %c_17 : tensor<10x10xi32>
    %1366 = stablehlo.select %1364, %1365, %1363 : tensor<10x10xi1>, tensor<10x10xi32>
    %1367 = stablehlo.reshape %1366 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1368 = "stablehlo.scatter"(%1359, %1367, %1362) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1369 = stablehlo.add %1267, %1091 : tensor<10x10xi32>
    %1370 = stablehlo.slice %983#1 [0:4096, 41:42, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1371 = stablehlo.reshape %1370 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1372 = stablehlo.select %c_70, %1369, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1373 = stablehlo.compare LT, %1372, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1374 = stablehlo.add %1372, %c_17 : tensor<10x10xi32>
    %1375 = stablehlo.select %1373, %1374, %1372 : tensor<10x10xi1>, tensor<10x10xi32>
    %1376 = stablehlo.reshape %1375 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1377 = "stablehlo.scatter"(%1368, %1376, %1371) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1378 = stablehlo.add %1296, %14 : tensor<10x10xi32>
    %1379 = stablehlo.slice %983#1 [0:4096, 42:43, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1380 = stablehlo.reshape %1379 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1381 = stablehlo.select %c_70, %1378, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1382 = stablehlo.compare LT, %1381, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1383 = stablehlo.add %1381, %c_17 : tensor<10x10xi32>
    %1384 = stablehlo.select %1382, %1383, %1381 : tensor<10x10xi1>, tensor<10x10xi32>
    %1385 = stablehlo.reshape %1384 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1386 = "stablehlo.scatter"(%1377, %1385, %1380) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1387 = stablehlo.add %1296, %1081 : tensor<10x10xi32>
    %1388 = stablehlo.slice %983#1 [0:4096, 43:44, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1389 = stablehlo.reshape %1388 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1390 = stablehlo.select %c_70, %1387, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1391 = stablehlo.compare LT, %1390, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1392 = stablehlo.add %1390, %c_17 : tensor<10x10xi32>
    %1393 = stablehlo.select %1391, %1392, %1390 : tensor<10x10xi1>, tensor<10x10xi32>
    %1394 = stablehlo.reshape %1393 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1395 = "stablehlo.scatter"(%1386, %1394, %1389) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1396 = stablehlo.add %1296, %1091 : tensor<10x10xi32>
    %1397 = stablehlo.slice %983#1 [0:4096, 44:45, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1398 = stablehlo.reshape %1397 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1399 = stablehlo.select %c_70, %1396, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1400 = stablehlo.compare LT, %1399, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1401 = stablehlo.add %1399, %c_17 : tensor<10x10xi32>
    %1402 = stablehlo.select %1400, %1401, %1399 : tensor<10x10xi1>, tensor<10x10xi32>
    %1403 = stablehlo.reshape %1402 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1404 = "stablehlo.scatter"(%1395, %1403, %1398) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1405 = stablehlo.add %1238, %28 : tensor<10x10xi32>
    %1406 = stablehlo.slice %983#1 [0:4096, 45:46, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1407 = stablehlo.reshape %1406 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1408 = stablehlo.select %c_70, %1405, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1409 = stablehlo.compare LT, %1408, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1410 = stablehlo.add %1408, %c_17 : tensor<10x10xi32>
    %1411 = stablehlo.select %1409, %1410, %1408 : tensor<10x10xi1>, tensor<10x10xi32>
    %1412 = stablehlo.reshape %1411 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1413 = "stablehlo.scatter"(%1404, %1412, %1407) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1414 = stablehlo.add %1238, %1164 : tensor<10x10xi32>
    %1415 = stablehlo.slice %983#1 [0:4096, 46:47, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1416 = stablehlo.reshape %1415 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1417 = stablehlo.select %c_70, %1414, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1418 = stablehlo.compare LT, %1417, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1419 = stablehlo.add %1417, %c_17 : tensor<10x10xi32>
    %1420 = stablehlo.select %1418, %1419, %1417 : tensor<10x10xi1>, tensor<10x10xi32>
    %1421 = stablehlo.reshape %1420 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1422 = "stablehlo.scatter"(%1413, %1421, %1416) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1423 = stablehlo.add %1238, %1174 : tensor<10x10xi32>
    %1424 = stablehlo.slice %983#1 [0:4096, 47:48, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1425 = stablehlo.reshape %1424 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1426 = stablehlo.select %c_70, %1423, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1427 = stablehlo.compare LT, %1426, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1428 = stablehlo.add %1426, %c_17 : tensor<10x10xi32>
    %1429 = stablehlo.select %1427, %1428, %1426 : tensor<10x10xi1>, tensor<10x10xi32>
    %1430 = stablehlo.reshape %1429 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1431 = "stablehlo.scatter"(%1422, %1430, %1425) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1432 = stablehlo.add %1267, %28 : tensor<10x10xi32>
    %1433 = stablehlo.slice %983#1 [0:4096, 48:49, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1434 = stablehlo.reshape %1433 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1435 = stablehlo.select %c_70, %1432, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1436 = stablehlo.compare LT, %1435, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1437 = stablehlo.add %1435, %c_17 : tensor<10x10xi32>
    %1438 = stablehlo.select %1436, %1437, %1435 : tensor<10x10xi1>, tensor<10x10xi32>
    %1439 = stablehlo.reshape %1438 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1440 = "stablehlo.scatter"(%1431, %1439, %1434) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1441 = stablehlo.add %1267, %1164 : tensor<10x10xi32>
    %1442 = stablehlo.slice %983#1 [0:4096, 49:50, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1443 = stablehlo.reshape %1442 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1444 = stablehlo.select %c_70, %1441, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1445 = stablehlo.compare LT, %1444, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1446 = stablehlo.add %1444, %c_17 : tensor<10x10xi32>
    %1447 = stablehlo.select %1445, %1446, %1444 : tensor<10x10xi1>, tensor<10x10xi32>
    %1448 = stablehlo.reshape %1447 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1449 = "stablehlo.scatter"(%1440, %1448, %1443) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1450 = stablehlo.add %1267, %1174 : tensor<10x10xi32>
    %1451 = stablehlo.slice %983#1 [0:4096, 50:51, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1452 = stablehlo.reshape %1451 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1453 = stablehlo.select %c_70, %1450, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1454 = stablehlo.compare LT, %1453, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1455 = stablehlo.add %1453, %c_17 : tensor<10x10xi32>
    %1456 = stablehlo.select %1454, %1455, %1453 : tensor<10x10xi1>, tensor<10x10xi32>
    %1457 = stablehlo.reshape %1456 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1458 = "stablehlo.scatter"(%1449, %1457, %1452) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1459 = stablehlo.add %1296, %28 : tensor<10x10xi32>
    %1460 = stablehlo.slice %983#1 [0:4096, 51:52, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1461 = stablehlo.reshape %1460 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1462 = stablehlo.select %c_70, %1459, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1463 = stablehlo.compare LT, %1462, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1464 = stablehlo.add %1462, %c_17 : tensor<10x10xi32>
    %1465 = stablehlo.select %1463, %1464, %1462 : tensor<10x10xi1>, tensor<10x10xi32>
    %1466 = stablehlo.reshape %1465 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1467 = "stablehlo.scatter"(%1458, %1466, %1461) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1468 = stablehlo.add %1296, %1164 : tensor<10x10xi32>
    %1469 = stablehlo.slice %983#1 [0:4096, 52:53, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1470 = stablehlo.reshape %1469 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1471 = stablehlo.select %c_70, %1468, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1472 = stablehlo.compare LT, %1471, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1473 = stablehlo.add %1471, %c_17 : tensor<10x10xi32>
    %1474 = stablehlo.select %1472, %1473, %1471 : tensor<10x10xi1>, tensor<10x10xi32>
    %1475 = stablehlo.reshape %1474 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1476 = "stablehlo.scatter"(%1467, %1475, %1470) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1477 = stablehlo.add %1296, %1174 : tensor<10x10xi32>
    %1478 = stablehlo.slice %983#1 [0:4096, 53:54, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1479 = stablehlo.reshape %1478 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1480 = stablehlo.select %c_70, %1477, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1481 = stablehlo.compare LT, %1480, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1482 = stablehlo.add %1480, %c_17 : tensor<10x10xi32>
    %1483 = stablehlo.select %1481, %1482, %1480 : tensor<10x10xi1>, tensor<10x10xi32>
    %1484 = stablehlo.reshape %1483 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1485 = "stablehlo.scatter"(%1476, %1484, %1479) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1486 = stablehlo.multiply %566, %c_46 : tensor<10x10xi32>
    %1487 = stablehlo.add %1486, %0 : tensor<10x10xi32>
    %1488 = stablehlo.slice %983#1 [0:4096, 54:55, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1489 = stablehlo.reshape %1488 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1490 = stablehlo.select %c_70, %1487, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1491 = stablehlo.compare LT, %1490, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1492 = stablehlo.add %1490, %c_17 : tensor<10x10xi32>
    %1493 = stablehlo.select %1491, %1492, %1490 : tensor<10x10xi1>, tensor<10x10xi32>
    %1494 = stablehlo.reshape %1493 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1495 = "stablehlo.scatter"(%1485, %1494, %1489) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1496 = stablehlo.add %1486, %994 : tensor<10x10xi32>
    %1497 = stablehlo.slice %983#1 [0:4096, 55:56, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1498 = stablehlo.reshape %1497 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1499 = stablehlo.select %c_70, %1496, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1500 = stablehlo.compare LT, %1499, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1501 = stablehlo.add %1499, %c_17 : tensor<10x10xi32>
    %1502 = stablehlo.select %1500, %1501, %1499 : tensor<10x10xi1>, tensor<10x10xi32>
    %1503 = stablehlo.reshape %1502 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1504 = "stablehlo.scatter"(%1495, %1503, %1498) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1505 = stablehlo.add %1486, %1004 : tensor<10x10xi32>
    %1506 = stablehlo.slice %983#1 [0:4096, 56:57, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1507 = stablehlo.reshape %1506 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1508 = stablehlo.select %c_70, %1505, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1509 = stablehlo.compare LT, %1508, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1510 = stablehlo.add %1508, %c_17 : tensor<10x10xi32>
    %1511 = stablehlo.select %1509, %1510, %1508 : tensor<10x10xi1>, tensor<10x10xi32>
    %1512 = stablehlo.reshape %1511 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1513 = "stablehlo.scatter"(%1504, %1512, %1507) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1514 = stablehlo.add %c_33, %1 : tensor<10x10xi32>
    %1515 = stablehlo.multiply %1514, %c_46 : tensor<10x10xi32>
    %1516 = stablehlo.add %1515, %0 : tensor<10x10xi32>
    %1517 = stablehlo.slice %983#1 [0:4096, 57:58, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1518 = stablehlo.reshape %1517 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1519 = stablehlo.select %c_70, %1516, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1520 = stablehlo.compare LT, %1519, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1521 = stablehlo.add %1519, %c_17 : tensor<10x10xi32>
    %1522 = stablehlo.select %1520, %1521, %1519 : tensor<10x10xi1>, tensor<10x10xi32>
    %1523 = stablehlo.reshape %1522 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1524 = "stablehlo.scatter"(%1513, %1523, %1518) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1525 = stablehlo.add %1515, %994 : tensor<10x10xi32>
    %1526 = stablehlo.slice %983#1 [0:4096, 58:59, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1527 = stablehlo.reshape %1526 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1528 = stablehlo.select %c_70, %1525, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1529 = stablehlo.compare LT, %1528, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1530 = stablehlo.add %1528, %c_17 : tensor<10x10xi32>
    %1531 = stablehlo.select %1529, %1530, %1528 : tensor<10x10xi1>, tensor<10x10xi32>
    %1532 = stablehlo.reshape %1531 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1533 = "stablehlo.scatter"(%1524, %1532, %1527) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1534 = stablehlo.add %1515, %1004 : tensor<10x10xi32>
    %1535 = stablehlo.slice %983#1 [0:4096, 59:60, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1536 = stablehlo.reshape %1535 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1537 = stablehlo.select %c_70, %1534, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1538 = stablehlo.compare LT, %1537, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1539 = stablehlo.add %1537, %c_17 : tensor<10x10xi32>
    %1540 = stablehlo.select %1538, %1539, %1537 : tensor<10x10xi1>, tensor<10x10xi32>
    %1541 = stablehlo.reshape %1540 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1542 = "stablehlo.scatter"(%1533, %1541, %1536) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1543 = stablehlo.add %c_22, %1 : tensor<10x10xi32>
    %1544 = stablehlo.multiply %1543, %c_46 : tensor<10x10xi32>
    %1545 = stablehlo.add %1544, %0 : tensor<10x10xi32>
    %1546 = stablehlo.slice %983#1 [0:4096, 60:61, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1547 = stablehlo.reshape %1546 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1548 = stablehlo.select %c_70, %1545, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1549 = stablehlo.compare LT, %1548, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1550 = stablehlo.add %1548, %c_17 : tensor<10x10xi32>
    %1551 = stablehlo.select %1549, %1550, %1548 : tensor<10x10xi1>, tensor<10x10xi32>
    %1552 = stablehlo.reshape %1551 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1553 = "stablehlo.scatter"(%1542, %1552, %1547) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1554 = stablehlo.add %1544, %994 : tensor<10x10xi32>
    %1555 = stablehlo.slice %983#1 [0:4096, 61:62, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1556 = stablehlo.reshape %1555 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1557 = stablehlo.select %c_70, %1554, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1558 = stablehlo.compare LT, %1557, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1559 = stablehlo.add %1557, %c_17 : tensor<10x10xi32>
    %1560 = stablehlo.select %1558, %1559, %1557 : tensor<10x10xi1>, tensor<10x10xi32>
    %1561 = stablehlo.reshape %1560 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1562 = "stablehlo.scatter"(%1553, %1561, %1556) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1563 = stablehlo.add %1544, %1004 : tensor<10x10xi32>
    %1564 = stablehlo.slice %983#1 [0:4096, 62:63, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1565 = stablehlo.reshape %1564 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1566 = stablehlo.select %c_70, %1563, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1567 = stablehlo.compare LT, %1566, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1568 = stablehlo.add %1566, %c_17 : tensor<10x10xi32>
    %1569 = stablehlo.select %1567, %1568, %1566 : tensor<10x10xi1>, tensor<10x10xi32>
    %1570 = stablehlo.reshape %1569 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1571 = "stablehlo.scatter"(%1562, %1570, %1565) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1572 = stablehlo.add %1486, %14 : tensor<10x10xi32>
    %1573 = stablehlo.slice %983#1 [0:4096, 63:64, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1574 = stablehlo.reshape %1573 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1575 = stablehlo.select %c_70, %1572, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1576 = stablehlo.compare LT, %1575, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1577 = stablehlo.add %1575, %c_17 : tensor<10x10xi32>
    %1578 = stablehlo.select %1576, %1577, %1575 : tensor<10x10xi1>, tensor<10x10xi32>
    %1579 = stablehlo.reshape %1578 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1580 = "stablehlo.scatter"(%1571, %1579, %1574) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1581 = stablehlo.add %1486, %1081 : tensor<10x10xi32>
    %1582 = stablehlo.slice %983#1 [0:4096, 64:65, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1583 = stablehlo.reshape %1582 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1584 = stablehlo.select %c_70, %1581, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1585 = stablehlo.compare LT, %1584, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1586 = stablehlo.add %1584, %c_17 : tensor<10x10xi32>
    %1587 = stablehlo.select %1585, %1586, %1584 : tensor<10x10xi1>, tensor<10x10xi32>
    %1588 = stablehlo.reshape %1587 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1589 = "stablehlo.scatter"(%1580, %1588, %1583) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1590 = stablehlo.add %1486, %1091 : tensor<10x10xi32>
    %1591 = stablehlo.slice %983#1 [0:4096, 65:66, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1592 = stablehlo.reshape %1591 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1593 = stablehlo.select %c_70, %1590, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1594 = stablehlo.compare LT, %1593, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1595 = stablehlo.add %1593, %c_17 : tensor<10x10xi32>
    %1596 = stablehlo.select %1594, %1595, %1593 : tensor<10x10xi1>, tensor<10x10xi32>
    %1597 = stablehlo.reshape %1596 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1598 = "stablehlo.scatter"(%1589, %1597, %1592) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1599 = stablehlo.add %1515, %14 : tensor<10x10xi32>
    %1600 = stablehlo.slice %983#1 [0:4096, 66:67, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1601 = stablehlo.reshape %1600 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1602 = stablehlo.select %c_70, %1599, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1603 = stablehlo.compare LT, %1602, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1604 = stablehlo.add %1602, %c_17 : tensor<10x10xi32>
    %1605 = stablehlo.select %1603, %1604, %1602 : tensor<10x10xi1>, tensor<10x10xi32>
    %1606 = stablehlo.reshape %1605 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1607 = "stablehlo.scatter"(%1598, %1606, %1601) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1608 = stablehlo.add %1515, %1081 : tensor<10x10xi32>
    %1609 = stablehlo.slice %983#1 [0:4096, 67:68, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1610 = stablehlo.reshape %1609 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1611 = stablehlo.select %c_70, %1608, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1612 = stablehlo.compare LT, %1611, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1613 = stablehlo.add %1611, %c_17 : tensor<10x10xi32>
    %1614 = stablehlo.select %1612, %1613, %1611 : tensor<10x10xi1>, tensor<10x10xi32>
    %1615 = stablehlo.reshape %1614 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1616 = "stablehlo.scatter"(%1607, %1615, %1610) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1617 = stablehlo.add %1515, %1091 : tensor<10x10xi32>
    %1618 = stablehlo.slice %983#1 [0:4096, 68:69, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1619 = stablehlo.reshape %1618 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1620 = stablehlo.select %c_70, %1617, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1621 = stablehlo.compare LT, %1620, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1622 = stablehlo.add %1620, %c_17 : tensor<10x10xi32>
    %1623 = stablehlo.select %1621, %1622, %1620 : tensor<10x10xi1>, tensor<10x10xi32>
    %1624 = stablehlo.reshape %1623 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1625 = "stablehlo.scatter"(%1616, %1624, %1619) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1626 = stablehlo.add %1544, %14 : tensor<10x10xi32>
    %1627 = stablehlo.slice %983#1 [0:4096, 69:70, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1628 = stablehlo.reshape %1627 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1629 = stablehlo.select %c_70, %1626, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1630 = stablehlo.compare LT, %1629, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1631 = stablehlo.add %1629, %c_17 : tensor<10x10xi32>
    %1632 = stablehlo.select %1630, %1631, %1629 : tensor<10x10xi1>, tensor<10x10xi32>
    %1633 = stablehlo.reshape %1632 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1634 = "stablehlo.scatter"(%1625, %1633, %1628) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1635 = stablehlo.add %1544, %1081 : tensor<10x10xi32>
    %1636 = stablehlo.slice %983#1 [0:4096, 70:71, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1637 = stablehlo.reshape %1636 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1638 = stablehlo.select %c_70, %1635, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1639 = stablehlo.compare LT, %1638, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1640 = stablehlo.add %1638, %c_17 : tensor<10x10xi32>
    %1641 = stablehlo.select %1639, %1640, %1638 : tensor<10x10xi1>, tensor<10x10xi32>
    %1642 = stablehlo.reshape %1641 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1643 = "stablehlo.scatter"(%1634, %1642, %1637) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1644 = stablehlo.add %1544, %1091 : tensor<10x10xi32>
    %1645 = stablehlo.slice %983#1 [0:4096, 71:72, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1646 = stablehlo.reshape %1645 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1647 = stablehlo.select %c_70, %1644, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1648 = stablehlo.compare LT, %1647, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1649 = stablehlo.add %1647, %c_17 : tensor<10x10xi32>
    %1650 = stablehlo.select %1648, %1649, %1647 : tensor<10x10xi1>, tensor<10x10xi32>
    %1651 = stablehlo.reshape %1650 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1652 = "stablehlo.scatter"(%1643, %1651, %1646) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1653 = stablehlo.add %1486, %28 : tensor<10x10xi32>
    %1654 = stablehlo.slice %983#1 [0:4096, 72:73, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1655 = stablehlo.reshape %1654 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1656 = stablehlo.select %c_70, %1653, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1657 = stablehlo.compare LT, %1656, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1658 = stablehlo.add %1656, %c_17 : tensor<10x10xi32>
    %1659 = stablehlo.select %1657, %1658, %1656 : tensor<10x10xi1>, tensor<10x10xi32>
    %1660 = stablehlo.reshape %1659 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1661 = "stablehlo.scatter"(%1652, %1660, %1655) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1662 = stablehlo.add %1486, %1164 : tensor<10x10xi32>
    %1663 = stablehlo.slice %983#1 [0:4096, 73:74, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1664 = stablehlo.reshape %1663 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1665 = stablehlo.select %c_70, %1662, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1666 = stablehlo.compare LT, %1665, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1667 = stablehlo.add %1665, %c_17 : tensor<10x10xi32>
    %1668 = stablehlo.select %1666, %1667, %1665 : tensor<10x10xi1>, tensor<10x10xi32>
    %1669 = stablehlo.reshape %1668 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1670 = "stablehlo.scatter"(%1661, %1669, %1664) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1671 = stablehlo.add %1486, %1174 : tensor<10x10xi32>
    %1672 = stablehlo.slice %983#1 [0:4096, 74:75, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1673 = stablehlo.reshape %1672 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1674 = stablehlo.select %c_70, %1671, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1675 = stablehlo.compare LT, %1674, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1676 = stablehlo.add %1674, %c_17 : tensor<10x10xi32>
    %1677 = stablehlo.select %1675, %1676, %1674 : tensor<10x10xi1>, tensor<10x10xi32>
    %1678 = stablehlo.reshape %1677 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1679 = "stablehlo.scatter"(%1670, %1678, %1673) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1680 = stablehlo.add %1515, %28 : tensor<10x10xi32>
    %1681 = stablehlo.slice %983#1 [0:4096, 75:76, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1682 = stablehlo.reshape %1681 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1683 = stablehlo.select %c_70, %1680, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1684 = stablehlo.compare LT, %1683, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1685 = stablehlo.add %1683, %c_17 : tensor<10x10xi32>
    %1686 = stablehlo.select %1684, %1685, %1683 : tensor<10x10xi1>, tensor<10x10xi32>
    %1687 = stablehlo.reshape %1686 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1688 = "stablehlo.scatter"(%1679, %1687, %1682) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1689 = stablehlo.add %1515, %1164 : tensor<10x10xi32>
    %1690 = stablehlo.slice %983#1 [0:4096, 76:77, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1691 = stablehlo.reshape %1690 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1692 = stablehlo.select %c_70, %1689, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1693 = stablehlo.compare LT, %1692, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1694 = stablehlo.add %1692, %c_17 : tensor<10x10xi32>
    %1695 = stablehlo.select %1693, %1694, %1692 : tensor<10x10xi1>, tensor<10x10xi32>
    %1696 = stablehlo.reshape %1695 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1697 = "stablehlo.scatter"(%1688, %1696, %1691) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1698 = stablehlo.add %1515, %1174 : tensor<10x10xi32>
    %1699 = stablehlo.slice %983#1 [0:4096, 77:78, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1700 = stablehlo.reshape %1699 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1701 = stablehlo.select %c_70, %1698, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1702 = stablehlo.compare LT, %1701, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1703 = stablehlo.add %1701, %c_17 : tensor<10x10xi32>
    %1704 = stablehlo.select %1702, %1703, %1701 : tensor<10x10xi1>, tensor<10x10xi32>
    %1705 = stablehlo.reshape %1704 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1706 = "stablehlo.scatter"(%1697, %1705, %1700) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1707 = stablehlo.add %1544, %28 : tensor<10x10xi32>
    %1708 = stablehlo.slice %983#1 [0:4096, 78:79, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1709 = stablehlo.reshape %1708 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1710 = stablehlo.select %c_70, %1707, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1711 = stablehlo.compare LT, %1710, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1712 = stablehlo.add %1710, %c_17 : tensor<10x10xi32>
    %1713 = stablehlo.select %1711, %1712, %1710 : tensor<10x10xi1>, tensor<10x10xi32>
    %1714 = stablehlo.reshape %1713 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1715 = "stablehlo.scatter"(%1706, %1714, %1709) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1716 = stablehlo.add %1544, %1164 : tensor<10x10xi32>
    %1717 = stablehlo.slice %983#1 [0:4096, 79:80, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1718 = stablehlo.reshape %1717 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1719 = stablehlo.select %c_70, %1716, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1720 = stablehlo.compare LT, %1719, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1721 = stablehlo.add %1719, %c_17 : tensor<10x10xi32>
    %1722 = stablehlo.select %1720, %1721, %1719 : tensor<10x10xi1>, tensor<10x10xi32>
    %1723 = stablehlo.reshape %1722 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1724 = "stablehlo.scatter"(%1715, %1723, %1718) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1725 = stablehlo.add %1544, %1174 : tensor<10x10xi32>
    %1726 = stablehlo.slice %983#1 [0:4096, 80:81, 0:10, 0:10] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1727 = stablehlo.reshape %1726 : (tensor<4096x1x10x10xf32>) -> tensor<4096x10x10xf32>
    %1728 = stablehlo.select %c_70, %1725, %c_60 : tensor<10x10xi1>, tensor<10x10xi32>
    %1729 = stablehlo.compare LT, %1728, %c_59, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %1730 = stablehlo.add %1728, %c_17 : tensor<10x10xi32>
    %1731 = stablehlo.select %1729, %1730, %1728 : tensor<10x10xi1>, tensor<10x10xi32>
    %1732 = stablehlo.reshape %1731 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1733 = "stablehlo.scatter"(%1724, %1732, %1727) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<10x10x1xi32>, tensor<4096x10x10xf32>) -> tensor<4096x729xf32>
    %1734 = stablehlo.reshape %1733 : (tensor<4096x729xf32>) -> tensor<4096x27x27xf32>
    %1735 = stablehlo.dot_general %1734, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x27x27xf32>, tensor<4096x27xf32>) -> tensor<4096x27xf32>
    %1736 = stablehlo.add %643, %1735 : tensor<4096x27xf32>
    %1737 = stablehlo.reshape %arg2 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1738 = stablehlo.reshape %1736 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1739 = stablehlo.dot_general %1737, %1738, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1740 = stablehlo.divide %arg3, %1739 : tensor<f32>
    %1741 = stablehlo.broadcast_in_dim %1740, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1742 = stablehlo.multiply %1741, %arg2 : tensor<4096x27xf32>
    %1743 = stablehlo.add %arg0, %1742 : tensor<4096x27xf32>
    %1744 = stablehlo.multiply %1741, %1736 : tensor<4096x27xf32>
    %1745 = stablehlo.subtract %arg1, %1744 : tensor<4096x27xf32>
    %1746 = stablehlo.reshape %1745 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1747 = stablehlo.dot_general %1746, %1746, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1748 = stablehlo.divide %1747, %arg3 : tensor<f32>
    %1749 = stablehlo.broadcast_in_dim %1748, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1750 = stablehlo.multiply %1749, %arg2 : tensor<4096x27xf32>
    %1751 = stablehlo.add %1745, %1750 : tensor<4096x27xf32>
    return %1743, %1745, %1751, %1747 : tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<f32>
  }
}
