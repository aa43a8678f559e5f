module @jit_pa_diffusion_3d_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<64x27xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<64x6x27xf32>) -> (tensor<64x27xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[[202], [202], [202], [202], [202], [202], [202], [202], [202], [202]], [[212], [212], [212], [212], [212], [212], [212], [212], [212], [212]], [[222], [222], [222], [222], [222], [222], [222], [222], [222], [222]], [[232], [232], [232], [232], [232], [232], [232], [232], [232], [232]], [[242], [242], [242], [242], [242], [242], [242], [242], [242], [242]], [[252], [252], [252], [252], [252], [252], [252], [252], [252], [252]], [[262], [262], [262], [262], [262], [262], [262], [262], [262], [262]], [[272], [272], [272], [272], [272], [272], [272], [272], [272], [272]], [[282], [282], [282], [282], [282], [282], [282], [282], [282], [282]], [[292], [292], [292], [292], [292], [292], [292], [292], [292], [292]]]> : tensor<10x10x1xi32>
    %c_0 = stablehlo.constant dense<[[[201], [201], [201], [201], [201], [201], [201], [201], [201], [201]], [[211], [211], [211], [211], [211], [211], [211], [211], [211], [211]], [[221], [221], [221], [221], [221], [221], [221], [221], [221], [221]], [[231], [231], [231], [231], [231], [231], [231], [231], [231], [231]], [[241], [241], [241], [241], [241], [241], [241], [241], [241], [241]], [[251], [251], [251], [251], [251], [251], [251], [251], [251], [251]], [[261], [261], [261], [261], [261], [261], [261], [261], [261], [261]], [[271], [271], [271], [271], [271], [271], [271], [271], [271], [271]], [[281], [281], [281], [281], [281], [281], [281], [281], [281], [281]], [[291], [291], [291], [291], [291], [291], [291], [291], [291], [291]]]> : tensor<10x10x1xi32>
    %c_1 = stablehlo.constant dense<[[[200], [200], [200], [200], [200], [200], [200], [200], [200], [200]], [[210], [210], [210], [210], [210], [210], [210], [210], [210], [210]], [[220], [220], [220], [220], [220], [220], [220], [220], [220], [220]], [[230], [230], [230], [230], [230], [230], [230], [230], [230], [230]], [[240], [240], [240], [240], [240], [240], [240], [240], [240], [240]], [[250], [250], [250], [250], [250], [250], [250], [250], [250], [250]], [[260], [260], [260], [260], [260], [260], [260], [260], [260], [260]], [[270], [270], [270], [270], [270], [270], [270], [270], [270], [270]], [[280], [280], [280], [280], [280], [280], [280], [280], [280], [280]], [[290], [290], [290], [290], [290], [290], [290], [290], [290], [290]]]> : tensor<10x10x1xi32>
    %c_2 = stablehlo.constant dense<[[[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]], [[220], [221], [222], [223], [224], [225], [226], [227], [228], [229]]]> : tensor<10x10x1xi32>
    %c_3 = stablehlo.constant dense<[[[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]], [[210], [211], [212], [213], [214], [215], [216], [217], [218], [219]]]> : tensor<10x10x1xi32>
    %c_4 = stablehlo.constant dense<[[[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]], [[200], [201], [202], [203], [204], [205], [206], [207], [208], [209]]]> : tensor<10x10x1xi32>
    %c_5 = stablehlo.constant dense<[[[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]], [[120], [121], [122], [123], [124], [125], [126], [127], [128], [129]]]> : tensor<10x10x1xi32>
    %c_6 = stablehlo.constant dense<[[[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]], [[110], [111], [112], [113], [114], [115], [116], [117], [118], [119]]]> : tensor<10x10x1xi32>
    %c_7 = stablehlo.constant dense<[[[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]], [[100], [101], [102], [103], [104], [105], [106], [107], [108], [109]]]> : tensor<10x10x1xi32>
    %c_8 = stablehlo.constant dense<[[[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]]]> : tensor<10x10x1xi32>
    %c_9 = stablehlo.constant dense<[[[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]]]> : tensor<10x10x1xi32>
    %c_10 = stablehlo.constant dense<[[[102], [102], [102], [102], [102], [102], [102], [102], [102], [102]], [[112], [112], [112], [112], [112], [112], [112], [112], [112], [112]], [[122], [122], [122], [122], [122], [122], [122], [122], [122], [122]], [[132], [132], [132], [132], [132], [132], [132], [132], [132], [132]], [[142], [142], [142], [142], [142], [142], [142], [142], [142], [142]], [[152], [152], [152], [152], [152], [152], [152], [152], [152], [152]], [[162], [162], [162], [162], [162], [162], [162], [162], [162], [162]], [[172], [172], [172], [172], [172], [172], [172], [172], [172], [172]], [[182], [182], [182], [182], [182], [182], [182], [182], [182], [182]], [[192], [192], [192], [192], [192], [192], [192], [192], [192], [192]]]> : tensor<10x10x1xi32>
    %c_11 = stablehlo.constant dense<[[[101], [101], [101], [101], [101], [101], [101], [101], [101], [101]], [[111], [111], [111], [111], [111], [111], [111], [111], [111], [111]], [[121], [121], [121], [121], [121], [121], [121], [121], [121], [121]], [[131], [131], [131], [131], [131], [131], [131], [131], [131], [131]], [[141], [141], [141], [141], [141], [141], [141], [141], [141], [141]], [[151], [151], [151], [151], [151], [151], [151], [151], [151], [151]], [[161], [161], [161], [161], [161], [161], [161], [161], [161], [161]], [[171], [171], [171], [171], [171], [171], [171], [171], [171], [171]], [[181], [181], [181], [181], [181], [181], [181], [181], [181], [181]], [[191], [191], [191], [191], [191], [191], [191], [191], [191], [191]]]> : tensor<10x10x1xi32>
    %c_12 = stablehlo.constant dense<[[[100], [100], [100], [100], [100], [100], [100], [100], [100], [100]], [[110], [110], [110], [110], [110], [110], [110], [110], [110], [110]], [[120], [120], [120], [120], [120], [120], [120], [120], [120], [120]], [[130], [130], [130], [130], [130], [130], [130], [130], [130], [130]], [[140], [140], [140], [140], [140], [140], [140], [140], [140], [140]], [[150], [150], [150], [150], [150], [150], [150], [150], [150], [150]], [[160], [160], [160], [160], [160], [160], [160], [160], [160], [160]], [[170], [170], [170], [170], [170], [170], [170], [170], [170], [170]], [[180], [180], [180], [180], [180], [180], [180], [180], [180], [180]], [[190], [190], [190], [190], [190], [190], [190], [190], [190], [190]]]> : tensor<10x10x1xi32>
    %c_13 = stablehlo.constant dense<[[[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[12], [12], [12], [12], [12], [12], [12], [12], [12], [12]], [[22], [22], [22], [22], [22], [22], [22], [22], [22], [22]], [[32], [32], [32], [32], [32], [32], [32], [32], [32], [32]], [[42], [42], [42], [42], [42], [42], [42], [42], [42], [42]], [[52], [52], [52], [52], [52], [52], [52], [52], [52], [52]], [[62], [62], [62], [62], [62], [62], [62], [62], [62], [62]], [[72], [72], [72], [72], [72], [72], [72], [72], [72], [72]], [[82], [82], [82], [82], [82], [82], [82], [82], [82], [82]], [[92], [92], [92], [92], [92], [92], [92], [92], [92], [92]]]> : tensor<10x10x1xi32>
    %c_14 = stablehlo.constant dense<[[[1], [1], [1], [1], [1], [1], [1], [1], [1], [1]], [[11], [11], [11], [11], [11], [11], [11], [11], [11], [11]], [[21], [21], [21], [21], [21], [21], [21], [21], [21], [21]], [[31], [31], [31], [31], [31], [31], [31], [31], [31], [31]], [[41], [41], [41], [41], [41], [41], [41], [41], [41], [41]], [[51], [51], [51], [51], [51], [51], [51], [51], [51], [51]], [[61], [61], [61], [61], [61], [61], [61], [61], [61], [61]], [[71], [71], [71], [71], [71], [71], [71], [71], [71], [71]], [[81], [81], [81], [81], [81], [81], [81], [81], [81], [81]], [[91], [91], [91], [91], [91], [91], [91], [91], [91], [91]]]> : tensor<10x10x1xi32>
    %c_15 = stablehlo.constant dense<[[[0], [0], [0], [0], [0], [0], [0], [0], [0], [0]], [[10], [10], [10], [10], [10], [10], [10], [10], [10], [10]], [[20], [20], [20], [20], [20], [20], [20], [20], [20], [20]], [[30], [30], [30], [30], [30], [30], [30], [30], [30], [30]], [[40], [40], [40], [40], [40], [40], [40], [40], [40], [40]], [[50], [50], [50], [50], [50], [50], [50], [50], [50], [50]], [[60], [60], [60], [60], [60], [60], [60], [60], [60], [60]], [[70], [70], [70], [70], [70], [70], [70], [70], [70], [70]], [[80], [80], [80], [80], [80], [80], [80], [80], [80], [80]], [[90], [90], [90], [90], [90], [90], [90], [90], [90], [90]]]> : tensor<10x10x1xi32>
    %c_16 = stablehlo.constant dense<27> : tensor<10x10xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x27xf32>
    %c_17 = stablehlo.constant dense<8> : tensor<10x10x1xi32>
    %c_18 = stablehlo.constant dense<7> : tensor<10x10x1xi32>
    %c_19 = stablehlo.constant dense<6> : tensor<10x10x1xi32>
    %c_20 = stablehlo.constant dense<5> : tensor<10x10x1xi32>
    %c_21 = stablehlo.constant dense<4> : tensor<10x10x1xi32>
    %c_22 = stablehlo.constant dense<3> : tensor<10x10x1xi32>
    %c_23 = stablehlo.constant dense<2> : tensor<10x10x1xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<10x10x1xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<10x10x1xi32>
    %c_26 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]]]> : tensor<10x10x1xi32>
    %c_27 = stablehlo.constant dense<1> : tensor<10x10xi32>
    %c_28 = stablehlo.constant dense<20> : tensor<10x10xi32>
    %c_29 = stablehlo.constant dense<6> : tensor<10x10xi32>
    %c_30 = stablehlo.constant dense<1000> : tensor<10x10xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<10x10xi32>
    %c_32 = stablehlo.constant dense<16777216> : tensor<10x10xi32>
    %c_33 = stablehlo.constant dense<3> : tensor<10x10xi32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<64x1000xf32>
    %c_35 = stablehlo.constant dense<10> : tensor<10x10xi32>
    %c_36 = stablehlo.constant dense<[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [3, 3, 3, 3, 3, 3, 3, 3, 3, 3], [4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], [6, 6, 6, 6, 6, 6, 6, 6, 6, 6], [7, 7, 7, 7, 7, 7, 7, 7, 7, 7], [8, 8, 8, 8, 8, 8, 8, 8, 8, 8], [9, 9, 9, 9, 9, 9, 9, 9, 9, 9]]> : tensor<10x10xi32>
    %c_37 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]> : tensor<10x10xi32>
    %c_38 = stablehlo.constant dense<[[true, true, true, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false]]> : tensor<10x10xi1>
    %c_39 = stablehlo.constant dense<2> : tensor<10x10xi32>
    %0 = stablehlo.minimum %c_36, %c_39 : tensor<10x10xi32>
    %1 = stablehlo.minimum %c_37, %c_39 : tensor<10x10xi32>
    %2 = stablehlo.multiply %c_36, %c_35 : tensor<10x10xi32>
    %3 = stablehlo.add %2, %c_37 : tensor<10x10xi32>
    %4 = stablehlo.multiply %0, %c_33 : tensor<10x10xi32>
    %5 = stablehlo.add %4, %1 : tensor<10x10xi32>
    %6 = stablehlo.reshape %5 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %8 = stablehlo.select %c_38, %3, %c_32 : tensor<10x10xi1>, tensor<10x10xi32>
    %9 = stablehlo.compare LT, %8, %c_31, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %10 = stablehlo.add %8, %c_30 : tensor<10x10xi32>
    %11 = stablehlo.select %9, %10, %8 : tensor<10x10xi1>, tensor<10x10xi32>
    %12 = stablehlo.reshape %11 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %13 = "stablehlo.scatter"(%cst_34, %12, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %14 = stablehlo.add %c_33, %0 : tensor<10x10xi32>
    %15 = stablehlo.multiply %14, %c_33 : tensor<10x10xi32>
    %16 = stablehlo.add %15, %1 : tensor<10x10xi32>
    %17 = stablehlo.reshape %16 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %18 = "stablehlo.gather"(%arg0, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %19 = stablehlo.add %c_35, %c_36 : tensor<10x10xi32>
    %20 = stablehlo.multiply %19, %c_35 : tensor<10x10xi32>
    %21 = stablehlo.add %20, %c_37 : tensor<10x10xi32>
    %22 = stablehlo.select %c_38, %21, %c_32 : tensor<10x10xi1>, tensor<10x10xi32>
    %23 = stablehlo.compare LT, %22, %c_31, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %24 = stablehlo.add %22, %c_30 : tensor<10x10xi32>
    %25 = stablehlo.select %23, %24, %22 : tensor<10x10xi1>, tensor<10x10xi32>
    %26 = stablehlo.reshape %25 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %27 = "stablehlo.scatter"(%13, %26, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %28 = stablehlo.add %c_29, %0 : tensor<10x10xi32>
    %29 = stablehlo.multiply %28, %c_33 : tensor<10x10xi32>
    %30 = stablehlo.add %29, %1 : tensor<10x10xi32>
    %31 = stablehlo.reshape %30 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %32 = "stablehlo.gather"(%arg0, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %33 = stablehlo.add %c_28, %c_36 : tensor<10x10xi32>
    %34 = stablehlo.multiply %33, %c_35 : tensor<10x10xi32>
    %35 = stablehlo.add %34, %c_37 : tensor<10x10xi32>
    %36 = stablehlo.select %c_38, %35, %c_32 : tensor<10x10xi1>, tensor<10x10xi32>
    %37 = stablehlo.compare LT, %36, %c_31, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %38 = stablehlo.add %36, %c_30 : tensor<10x10xi32>
    %39 = stablehlo.select %37, %38, %36 : tensor<10x10xi1>, tensor<10x10xi32>
    %40 = stablehlo.reshape %39 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %41 = "stablehlo.scatter"(%27, %40, %32) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %42 = "stablehlo.gather"(%41, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %43 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %44 = stablehlo.multiply %1, %c_33 : tensor<10x10xi32>
    %45 = stablehlo.reshape %44 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %46 = "stablehlo.gather"(%43, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %48 = stablehlo.multiply %47, %42 : tensor<64x10x10xf32>
    %49 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %50 = "stablehlo.gather"(%49, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %52 = stablehlo.multiply %51, %42 : tensor<64x10x10xf32>
    %53 = "stablehlo.gather"(%41, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %54 = stablehlo.add %44, %c_27 : tensor<10x10xi32>
    %55 = stablehlo.reshape %54 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %56 = "stablehlo.gather"(%43, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %58 = stablehlo.multiply %57, %53 : tensor<64x10x10xf32>
    %59 = "stablehlo.gather"(%49, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %61 = stablehlo.multiply %60, %53 : tensor<64x10x10xf32>
    %62 = stablehlo.add %48, %58 : tensor<64x10x10xf32>
    %63 = stablehlo.add %52, %61 : tensor<64x10x10xf32>
    %64 = "stablehlo.gather"(%41, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %65 = stablehlo.add %44, %c_39 : tensor<10x10xi32>
    %66 = stablehlo.reshape %65 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %67 = "stablehlo.gather"(%43, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %69 = stablehlo.multiply %68, %64 : tensor<64x10x10xf32>
    %70 = "stablehlo.gather"(%49, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %72 = stablehlo.multiply %71, %64 : tensor<64x10x10xf32>
    %73 = stablehlo.add %62, %69 : tensor<64x10x10xf32>
    %74 = stablehlo.add %63, %72 : tensor<64x10x10xf32>
    %75 = "stablehlo.scatter"(%cst_34, %12, %73) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %76 = "stablehlo.scatter"(%cst_34, %12, %74) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %77 = "stablehlo.gather"(%41, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %78 = stablehlo.multiply %47, %77 : tensor<64x10x10xf32>
    %79 = stablehlo.multiply %51, %77 : tensor<64x10x10xf32>
    %80 = "stablehlo.gather"(%41, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %81 = stablehlo.multiply %57, %80 : tensor<64x10x10xf32>
    %82 = stablehlo.multiply %60, %80 : tensor<64x10x10xf32>
    %83 = stablehlo.add %78, %81 : tensor<64x10x10xf32>
    %84 = stablehlo.add %79, %82 : tensor<64x10x10xf32>
    %85 = "stablehlo.gather"(%41, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %86 = stablehlo.multiply %68, %85 : tensor<64x10x10xf32>
    %87 = stablehlo.multiply %71, %85 : tensor<64x10x10xf32>
    %88 = stablehlo.add %83, %86 : tensor<64x10x10xf32>
    %89 = stablehlo.add %84, %87 : tensor<64x10x10xf32>
    %90 = "stablehlo.scatter"(%75, %26, %88) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %91 = "stablehlo.scatter"(%76, %26, %89) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %92 = stablehlo.reshape %34 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %93 = "stablehlo.gather"(%41, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %94 = stablehlo.multiply %47, %93 : tensor<64x10x10xf32>
    %95 = stablehlo.multiply %51, %93 : tensor<64x10x10xf32>
    %96 = stablehlo.add %34, %c_27 : tensor<10x10xi32>
    %97 = stablehlo.reshape %96 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %98 = "stablehlo.gather"(%41, %97) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %99 = stablehlo.multiply %57, %98 : tensor<64x10x10xf32>
    %100 = stablehlo.multiply %60, %98 : tensor<64x10x10xf32>
    %101 = stablehlo.add %94, %99 : tensor<64x10x10xf32>
    %102 = stablehlo.add %95, %100 : tensor<64x10x10xf32>
    %103 = stablehlo.add %34, %c_39 : tensor<10x10xi32>
    %104 = stablehlo.reshape %103 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %105 = "stablehlo.gather"(%41, %104) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %106 = stablehlo.multiply %68, %105 : tensor<64x10x10xf32>
    %107 = stablehlo.multiply %71, %105 : tensor<64x10x10xf32>
    %108 = stablehlo.add %101, %106 : tensor<64x10x10xf32>
    %109 = stablehlo.add %102, %107 : tensor<64x10x10xf32>
    %110 = "stablehlo.scatter"(%90, %40, %108) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %111 = "stablehlo.scatter"(%91, %40, %109) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %112 = "stablehlo.gather"(%110, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %113 = "stablehlo.gather"(%111, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %114 = stablehlo.reshape %4 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %115 = "stablehlo.gather"(%43, %114) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %116 = "stablehlo.gather"(%49, %114) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %118 = stablehlo.multiply %117, %113 : tensor<64x10x10xf32>
    %119 = stablehlo.broadcast_in_dim %116, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %120 = stablehlo.multiply %119, %112 : tensor<64x10x10xf32>
    %121 = stablehlo.multiply %117, %112 : tensor<64x10x10xf32>
    %122 = "stablehlo.gather"(%110, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %123 = "stablehlo.gather"(%111, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %124 = stablehlo.add %4, %c_27 : tensor<10x10xi32>
    %125 = stablehlo.reshape %124 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %126 = "stablehlo.gather"(%43, %125) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %127 = "stablehlo.gather"(%49, %125) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %129 = stablehlo.multiply %128, %123 : tensor<64x10x10xf32>
    %130 = stablehlo.broadcast_in_dim %127, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %131 = stablehlo.multiply %130, %122 : tensor<64x10x10xf32>
    %132 = stablehlo.multiply %128, %122 : tensor<64x10x10xf32>
    %133 = stablehlo.add %118, %129 : tensor<64x10x10xf32>
    %134 = stablehlo.add %120, %131 : tensor<64x10x10xf32>
    %135 = stablehlo.add %121, %132 : tensor<64x10x10xf32>
    %136 = "stablehlo.gather"(%110, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %137 = "stablehlo.gather"(%111, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %138 = stablehlo.add %4, %c_39 : tensor<10x10xi32>
    %139 = stablehlo.reshape %138 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %140 = "stablehlo.gather"(%43, %139) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %141 = "stablehlo.gather"(%49, %139) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %142 = stablehlo.broadcast_in_dim %140, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %143 = stablehlo.multiply %142, %137 : tensor<64x10x10xf32>
    %144 = stablehlo.broadcast_in_dim %141, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %145 = stablehlo.multiply %144, %136 : tensor<64x10x10xf32>
    %146 = stablehlo.multiply %142, %136 : tensor<64x10x10xf32>
    %147 = stablehlo.add %133, %143 : tensor<64x10x10xf32>
    %148 = stablehlo.add %134, %145 : tensor<64x10x10xf32>
    %149 = stablehlo.add %135, %146 : tensor<64x10x10xf32>
    %150 = stablehlo.multiply %3, %c_35 : tensor<10x10xi32>
    %151 = stablehlo.reshape %150 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %152 = "stablehlo.scatter"(%cst_34, %151, %147) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %153 = "stablehlo.scatter"(%cst_34, %151, %148) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %154 = "stablehlo.scatter"(%cst_34, %151, %149) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %155 = "stablehlo.gather"(%110, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %156 = "stablehlo.gather"(%111, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %157 = stablehlo.multiply %117, %156 : tensor<64x10x10xf32>
    %158 = stablehlo.multiply %119, %155 : tensor<64x10x10xf32>
    %159 = stablehlo.multiply %117, %155 : tensor<64x10x10xf32>
    %160 = "stablehlo.gather"(%110, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %161 = "stablehlo.gather"(%111, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %162 = stablehlo.multiply %128, %161 : tensor<64x10x10xf32>
    %163 = stablehlo.multiply %130, %160 : tensor<64x10x10xf32>
    %164 = stablehlo.multiply %128, %160 : tensor<64x10x10xf32>
    %165 = stablehlo.add %157, %162 : tensor<64x10x10xf32>
    %166 = stablehlo.add %158, %163 : tensor<64x10x10xf32>
    %167 = stablehlo.add %159, %164 : tensor<64x10x10xf32>
    %168 = "stablehlo.gather"(%110, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %169 = "stablehlo.gather"(%111, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %170 = stablehlo.multiply %142, %169 : tensor<64x10x10xf32>
    %171 = stablehlo.multiply %144, %168 : tensor<64x10x10xf32>
    %172 = stablehlo.multiply %142, %168 : tensor<64x10x10xf32>
    %173 = stablehlo.add %165, %170 : tensor<64x10x10xf32>
    %174 = stablehlo.add %166, %171 : tensor<64x10x10xf32>
    %175 = stablehlo.add %167, %172 : tensor<64x10x10xf32>
    %176 = stablehlo.add %150, %c_27 : tensor<10x10xi32>
    %177 = stablehlo.reshape %176 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %178 = "stablehlo.scatter"(%152, %177, %173) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %179 = "stablehlo.scatter"(%153, %177, %174) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %180 = "stablehlo.scatter"(%154, %177, %175) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %181 = "stablehlo.gather"(%110, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %182 = "stablehlo.gather"(%111, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %183 = stablehlo.multiply %117, %182 : tensor<64x10x10xf32>
    %184 = stablehlo.multiply %119, %181 : tensor<64x10x10xf32>
    %185 = stablehlo.multiply %117, %181 : tensor<64x10x10xf32>
    %186 = "stablehlo.gather"(%110, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %187 = "stablehlo.gather"(%111, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %188 = stablehlo.multiply %128, %187 : tensor<64x10x10xf32>
    %189 = stablehlo.multiply %130, %186 : tensor<64x10x10xf32>
    %190 = stablehlo.multiply %128, %186 : tensor<64x10x10xf32>
    %191 = stablehlo.add %183, %188 : tensor<64x10x10xf32>
    %192 = stablehlo.add %184, %189 : tensor<64x10x10xf32>
    %193 = stablehlo.add %185, %190 : tensor<64x10x10xf32>
    %194 = "stablehlo.gather"(%110, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %195 = "stablehlo.gather"(%111, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %196 = stablehlo.multiply %142, %195 : tensor<64x10x10xf32>
    %197 = stablehlo.multiply %144, %194 : tensor<64x10x10xf32>
    %198 = stablehlo.multiply %142, %194 : tensor<64x10x10xf32>
    %199 = stablehlo.add %191, %196 : tensor<64x10x10xf32>
    %200 = stablehlo.add %192, %197 : tensor<64x10x10xf32>
    %201 = stablehlo.add %193, %198 : tensor<64x10x10xf32>
    %202 = stablehlo.add %150, %c_39 : tensor<10x10xi32>
    %203 = stablehlo.reshape %202 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %204 = "stablehlo.scatter"(%178, %203, %199) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %205 = "stablehlo.scatter"(%179, %203, %200) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %206 = "stablehlo.scatter"(%180, %203, %201) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %207 = "stablehlo.gather"(%43, %c_25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %208 = "stablehlo.gather"(%49, %c_25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %209 = "stablehlo.gather"(%204, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %210 = stablehlo.broadcast_in_dim %207, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<64x10x10xf32>
    %212 = "stablehlo.gather"(%205, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %213 = stablehlo.multiply %210, %212 : tensor<64x10x10xf32>
    %214 = "stablehlo.gather"(%206, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %215 = stablehlo.broadcast_in_dim %208, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %216 = stablehlo.multiply %215, %214 : tensor<64x10x10xf32>
    %217 = "stablehlo.gather"(%43, %c_24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %218 = "stablehlo.gather"(%49, %c_24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %219 = "stablehlo.gather"(%204, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %220 = stablehlo.broadcast_in_dim %217, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<64x10x10xf32>
    %222 = "stablehlo.gather"(%205, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %223 = stablehlo.multiply %220, %222 : tensor<64x10x10xf32>
    %224 = "stablehlo.gather"(%206, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %225 = stablehlo.broadcast_in_dim %218, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<64x10x10xf32>
    %227 = stablehlo.add %211, %221 : tensor<64x10x10xf32>
    %228 = stablehlo.add %213, %223 : tensor<64x10x10xf32>
    %229 = stablehlo.add %216, %226 : tensor<64x10x10xf32>
    %230 = "stablehlo.gather"(%43, %c_23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %231 = "stablehlo.gather"(%49, %c_23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %232 = "stablehlo.gather"(%204, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %233 = stablehlo.broadcast_in_dim %230, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<64x10x10xf32>
    %235 = "stablehlo.gather"(%205, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %236 = stablehlo.multiply %233, %235 : tensor<64x10x10xf32>
    %237 = "stablehlo.gather"(%206, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %238 = stablehlo.broadcast_in_dim %231, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<64x10x10xf32>
    %240 = stablehlo.add %227, %234 : tensor<64x10x10xf32>
    %241 = stablehlo.add %228, %236 : tensor<64x10x10xf32>
    %242 = stablehlo.add %229, %239 : tensor<64x10x10xf32>
    %243 = stablehlo.slice %arg3 [0:64, 0:1, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %244 = stablehlo.reshape %243 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %245 = "stablehlo.gather"(%244, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %246 = stablehlo.slice %arg3 [0:64, 1:2, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %247 = stablehlo.reshape %246 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %248 = "stablehlo.gather"(%247, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %249 = stablehlo.slice %arg3 [0:64, 2:3, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %250 = stablehlo.reshape %249 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %251 = "stablehlo.gather"(%250, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %252 = stablehlo.slice %arg3 [0:64, 3:4, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %253 = stablehlo.reshape %252 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %254 = "stablehlo.gather"(%253, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %255 = stablehlo.slice %arg3 [0:64, 4:5, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %256 = stablehlo.reshape %255 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %257 = "stablehlo.gather"(%256, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %258 = stablehlo.slice %arg3 [0:64, 5:6, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %259 = stablehlo.reshape %258 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %260 = "stablehlo.gather"(%259, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %261 = stablehlo.multiply %245, %240 : tensor<64x10x10xf32>
    %262 = stablehlo.multiply %248, %241 : tensor<64x10x10xf32>
    %263 = stablehlo.add %261, %262 : tensor<64x10x10xf32>
    %264 = stablehlo.multiply %251, %242 : tensor<64x10x10xf32>
    %265 = stablehlo.add %263, %264 : tensor<64x10x10xf32>
    %266 = stablehlo.multiply %248, %240 : tensor<64x10x10xf32>
    %267 = stablehlo.multiply %254, %241 : tensor<64x10x10xf32>
    %268 = stablehlo.add %266, %267 : tensor<64x10x10xf32>
    %269 = stablehlo.multiply %257, %242 : tensor<64x10x10xf32>
    %270 = stablehlo.add %268, %269 : tensor<64x10x10xf32>
    %271 = stablehlo.multiply %251, %240 : tensor<64x10x10xf32>
    %272 = stablehlo.multiply %257, %241 : tensor<64x10x10xf32>
    %273 = stablehlo.add %271, %272 : tensor<64x10x10xf32>
    %274 = stablehlo.multiply %260, %242 : tensor<64x10x10xf32>
    %275 = stablehlo.add %273, %274 : tensor<64x10x10xf32>
    %276 = "stablehlo.scatter"(%cst_34, %151, %265) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %277 = "stablehlo.scatter"(%cst_34, %151, %270) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %278 = "stablehlo.scatter"(%cst_34, %151, %275) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %279 = "stablehlo.gather"(%43, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %280 = "stablehlo.gather"(%49, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %281 = stablehlo.broadcast_in_dim %279, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %282 = stablehlo.multiply %281, %209 : tensor<64x10x10xf32>
    %283 = stablehlo.multiply %281, %212 : tensor<64x10x10xf32>
    %284 = stablehlo.broadcast_in_dim %280, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %285 = stablehlo.multiply %284, %214 : tensor<64x10x10xf32>
    %286 = "stablehlo.gather"(%43, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %287 = "stablehlo.gather"(%49, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %288 = stablehlo.broadcast_in_dim %286, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %289 = stablehlo.multiply %288, %219 : tensor<64x10x10xf32>
    %290 = stablehlo.multiply %288, %222 : tensor<64x10x10xf32>
    %291 = stablehlo.broadcast_in_dim %287, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %292 = stablehlo.multiply %291, %224 : tensor<64x10x10xf32>
    %293 = stablehlo.add %282, %289 : tensor<64x10x10xf32>
    %294 = stablehlo.add %283, %290 : tensor<64x10x10xf32>
    %295 = stablehlo.add %285, %292 : tensor<64x10x10xf32>
    %296 = "stablehlo.gather"(%43, %c_20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %297 = "stablehlo.gather"(%49, %c_20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %299 = stablehlo.multiply %298, %232 : tensor<64x10x10xf32>
    %300 = stablehlo.multiply %298, %235 : tensor<64x10x10xf32>
    %301 = stablehlo.broadcast_in_dim %297, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %302 = stablehlo.multiply %301, %237 : tensor<64x10x10xf32>
    %303 = stablehlo.add %293, %299 : tensor<64x10x10xf32>
    %304 = stablehlo.add %294, %300 : tensor<64x10x10xf32>
    %305 = stablehlo.add %295, %302 : tensor<64x10x10xf32>
    %306 = "stablehlo.gather"(%244, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %307 = "stablehlo.gather"(%247, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %308 = "stablehlo.gather"(%250, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %309 = "stablehlo.gather"(%253, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %310 = "stablehlo.gather"(%256, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %311 = "stablehlo.gather"(%259, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %312 = stablehlo.multiply %306, %303 : tensor<64x10x10xf32>
    %313 = stablehlo.multiply %307, %304 : tensor<64x10x10xf32>
    %314 = stablehlo.add %312, %313 : tensor<64x10x10xf32>
    %315 = stablehlo.multiply %308, %305 : tensor<64x10x10xf32>
    %316 = stablehlo.add %314, %315 : tensor<64x10x10xf32>
    %317 = stablehlo.multiply %307, %303 : tensor<64x10x10xf32>
    %318 = stablehlo.multiply %309, %304 : tensor<64x10x10xf32>
    %319 = stablehlo.add %317, %318 : tensor<64x10x10xf32>
    %320 = stablehlo.multiply %310, %305 : tensor<64x10x10xf32>
    %321 = stablehlo.add %319, %320 : tensor<64x10x10xf32>
    %322 = stablehlo.multiply %308, %303 : tensor<64x10x10xf32>
    %323 = stablehlo.multiply %310, %304 : tensor<64x10x10xf32>
    %324 = stablehlo.add %322, %323 : tensor<64x10x10xf32>
    %325 = stablehlo.multiply %311, %305 : tensor<64x10x10xf32>
    %326 = stablehlo.add %324, %325 : tensor<64x10x10xf32>
    %327 = "stablehlo.scatter"(%276, %177, %316) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %328 = "stablehlo.scatter"(%277, %177, %321) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %329 = "stablehlo.scatter"(%278, %177, %326) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %330 = "stablehlo.gather"(%43, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %331 = "stablehlo.gather"(%49, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %332 = stablehlo.broadcast_in_dim %330, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %333 = stablehlo.multiply %332, %209 : tensor<64x10x10xf32>
    %334 = stablehlo.multiply %332, %212 : tensor<64x10x10xf32>
    %335 = stablehlo.broadcast_in_dim %331, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %336 = stablehlo.multiply %335, %214 : tensor<64x10x10xf32>
    %337 = "stablehlo.gather"(%43, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %338 = "stablehlo.gather"(%49, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %339 = stablehlo.broadcast_in_dim %337, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %340 = stablehlo.multiply %339, %219 : tensor<64x10x10xf32>
    %341 = stablehlo.multiply %339, %222 : tensor<64x10x10xf32>
    %342 = stablehlo.broadcast_in_dim %338, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %343 = stablehlo.multiply %342, %224 : tensor<64x10x10xf32>
    %344 = stablehlo.add %333, %340 : tensor<64x10x10xf32>
    %345 = stablehlo.add %334, %341 : tensor<64x10x10xf32>
    %346 = stablehlo.add %336, %343 : tensor<64x10x10xf32>
    %347 = "stablehlo.gather"(%43, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %348 = "stablehlo.gather"(%49, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %349 = stablehlo.broadcast_in_dim %347, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %350 = stablehlo.multiply %349, %232 : tensor<64x10x10xf32>
    %351 = stablehlo.multiply %349, %235 : tensor<64x10x10xf32>
    %352 = stablehlo.broadcast_in_dim %348, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %353 = stablehlo.multiply %352, %237 : tensor<64x10x10xf32>
    %354 = stablehlo.add %344, %350 : tensor<64x10x10xf32>
    %355 = stablehlo.add %345, %351 : tensor<64x10x10xf32>
    %356 = stablehlo.add %346, %353 : tensor<64x10x10xf32>
    %357 = "stablehlo.gather"(%244, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %358 = "stablehlo.gather"(%247, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %359 = "stablehlo.gather"(%250, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %360 = "stablehlo.gather"(%253, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %361 = "stablehlo.gather"(%256, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %362 = "stablehlo.gather"(%259, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %363 = stablehlo.multiply %357, %354 : tensor<64x10x10xf32>
    %364 = stablehlo.multiply %358, %355 : tensor<64x10x10xf32>
    %365 = stablehlo.add %363, %364 : tensor<64x10x10xf32>
    %366 = stablehlo.multiply %359, %356 : tensor<64x10x10xf32>
    %367 = stablehlo.add %365, %366 : tensor<64x10x10xf32>
    %368 = stablehlo.multiply %358, %354 : tensor<64x10x10xf32>
    %369 = stablehlo.multiply %360, %355 : tensor<64x10x10xf32>
    %370 = stablehlo.add %368, %369 : tensor<64x10x10xf32>
    %371 = stablehlo.multiply %361, %356 : tensor<64x10x10xf32>
    %372 = stablehlo.add %370, %371 : tensor<64x10x10xf32>
    %373 = stablehlo.multiply %359, %354 : tensor<64x10x10xf32>
    %374 = stablehlo.multiply %361, %355 : tensor<64x10x10xf32>
    %375 = stablehlo.add %373, %374 : tensor<64x10x10xf32>
    %376 = stablehlo.multiply %362, %356 : tensor<64x10x10xf32>
    %377 = stablehlo.add %375, %376 : tensor<64x10x10xf32>
    %378 = "stablehlo.scatter"(%327, %203, %367) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %379 = "stablehlo.scatter"(%328, %203, %372) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %380 = "stablehlo.scatter"(%329, %203, %377) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %381 = "stablehlo.gather"(%378, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %382 = stablehlo.multiply %210, %381 : tensor<64x10x10xf32>
    %383 = "stablehlo.gather"(%379, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %384 = stablehlo.multiply %210, %383 : tensor<64x10x10xf32>
    %385 = "stablehlo.gather"(%380, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %386 = stablehlo.multiply %215, %385 : tensor<64x10x10xf32>
    %387 = "stablehlo.gather"(%378, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %388 = stablehlo.multiply %281, %387 : tensor<64x10x10xf32>
    %389 = "stablehlo.gather"(%379, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %390 = stablehlo.multiply %281, %389 : tensor<64x10x10xf32>
    %391 = "stablehlo.gather"(%380, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %392 = stablehlo.multiply %284, %391 : tensor<64x10x10xf32>
    %393 = stablehlo.add %382, %388 : tensor<64x10x10xf32>
    %394 = stablehlo.add %384, %390 : tensor<64x10x10xf32>
    %395 = stablehlo.add %386, %392 : tensor<64x10x10xf32>
    %396 = "stablehlo.gather"(%378, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %397 = stablehlo.multiply %332, %396 : tensor<64x10x10xf32>
    %398 = "stablehlo.gather"(%379, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %399 = stablehlo.multiply %332, %398 : tensor<64x10x10xf32>
    %400 = "stablehlo.gather"(%380, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %401 = stablehlo.multiply %335, %400 : tensor<64x10x10xf32>
    %402 = stablehlo.add %393, %397 : tensor<64x10x10xf32>
    %403 = stablehlo.add %394, %399 : tensor<64x10x10xf32>
    %404 = stablehlo.add %395, %401 : tensor<64x10x10xf32>
    %405 = "stablehlo.scatter"(%cst_34, %12, %402) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %406 = "stablehlo.scatter"(%cst_34, %12, %403) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %407 = "stablehlo.scatter"(%cst_34, %12, %404) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %408 = stablehlo.multiply %220, %381 : tensor<64x10x10xf32>
    %409 = stablehlo.multiply %220, %383 : tensor<64x10x10xf32>
    %410 = stablehlo.multiply %225, %385 : tensor<64x10x10xf32>
    %411 = stablehlo.multiply %288, %387 : tensor<64x10x10xf32>
    %412 = stablehlo.multiply %288, %389 : tensor<64x10x10xf32>
    %413 = stablehlo.multiply %291, %391 : tensor<64x10x10xf32>
    %414 = stablehlo.add %408, %411 : tensor<64x10x10xf32>
    %415 = stablehlo.add %409, %412 : tensor<64x10x10xf32>
    %416 = stablehlo.add %410, %413 : tensor<64x10x10xf32>
    %417 = stablehlo.multiply %339, %396 : tensor<64x10x10xf32>
    %418 = stablehlo.multiply %339, %398 : tensor<64x10x10xf32>
    %419 = stablehlo.multiply %342, %400 : tensor<64x10x10xf32>
    %420 = stablehlo.add %414, %417 : tensor<64x10x10xf32>
    %421 = stablehlo.add %415, %418 : tensor<64x10x10xf32>
    %422 = stablehlo.add %416, %419 : tensor<64x10x10xf32>
    %423 = "stablehlo.scatter"(%405, %26, %420) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %424 = "stablehlo.scatter"(%406, %26, %421) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %425 = "stablehlo.scatter"(%407, %26, %422) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %426 = stablehlo.multiply %233, %381 : tensor<64x10x10xf32>
    %427 = stablehlo.multiply %233, %383 : tensor<64x10x10xf32>
    %428 = stablehlo.multiply %238, %385 : tensor<64x10x10xf32>
    %429 = stablehlo.multiply %298, %387 : tensor<64x10x10xf32>
    %430 = stablehlo.multiply %298, %389 : tensor<64x10x10xf32>
    %431 = stablehlo.multiply %301, %391 : tensor<64x10x10xf32>
    %432 = stablehlo.add %426, %429 : tensor<64x10x10xf32>
    %433 = stablehlo.add %427, %430 : tensor<64x10x10xf32>
    %434 = stablehlo.add %428, %431 : tensor<64x10x10xf32>
    %435 = stablehlo.multiply %349, %396 : tensor<64x10x10xf32>
    %436 = stablehlo.multiply %349, %398 : tensor<64x10x10xf32>
    %437 = stablehlo.multiply %352, %400 : tensor<64x10x10xf32>
    %438 = stablehlo.add %432, %435 : tensor<64x10x10xf32>
    %439 = stablehlo.add %433, %436 : tensor<64x10x10xf32>
    %440 = stablehlo.add %434, %437 : tensor<64x10x10xf32>
    %441 = "stablehlo.scatter"(%423, %40, %438) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %442 = "stablehlo.scatter"(%424, %40, %439) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %443 = "stablehlo.scatter"(%425, %40, %440) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %444 = stablehlo.reshape %0 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %445 = "stablehlo.gather"(%43, %444) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %446 = "stablehlo.gather"(%49, %444) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %447 = "stablehlo.gather"(%441, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %448 = stablehlo.broadcast_in_dim %445, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %449 = stablehlo.multiply %448, %447 : tensor<64x10x10xf32>
    %450 = "stablehlo.gather"(%442, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %451 = stablehlo.broadcast_in_dim %446, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %452 = stablehlo.multiply %451, %450 : tensor<64x10x10xf32>
    %453 = "stablehlo.gather"(%443, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %454 = stablehlo.multiply %448, %453 : tensor<64x10x10xf32>
    %455 = stablehlo.reshape %14 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %456 = "stablehlo.gather"(%43, %455) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %457 = "stablehlo.gather"(%49, %455) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %458 = "stablehlo.gather"(%441, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %459 = stablehlo.broadcast_in_dim %456, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %460 = stablehlo.multiply %459, %458 : tensor<64x10x10xf32>
    %461 = "stablehlo.gather"(%442, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %462 = stablehlo.broadcast_in_dim %457, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<64x10x10xf32>
    %464 = "stablehlo.gather"(%443, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %465 = stablehlo.multiply %459, %464 : tensor<64x10x10xf32>
    %466 = stablehlo.add %449, %460 : tensor<64x10x10xf32>
    %467 = stablehlo.add %452, %463 : tensor<64x10x10xf32>
    %468 = stablehlo.add %454, %465 : tensor<64x10x10xf32>
    %469 = stablehlo.reshape %28 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %470 = "stablehlo.gather"(%43, %469) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %471 = "stablehlo.gather"(%49, %469) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %472 = "stablehlo.gather"(%441, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %473 = stablehlo.broadcast_in_dim %470, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<64x10x10xf32>
    %475 = "stablehlo.gather"(%442, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %476 = stablehlo.broadcast_in_dim %471, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %477 = stablehlo.multiply %476, %475 : tensor<64x10x10xf32>
    %478 = "stablehlo.gather"(%443, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %479 = stablehlo.multiply %473, %478 : tensor<64x10x10xf32>
    %480 = stablehlo.add %466, %474 : tensor<64x10x10xf32>
    %481 = stablehlo.add %467, %477 : tensor<64x10x10xf32>
    %482 = stablehlo.add %468, %479 : tensor<64x10x10xf32>
    %483 = "stablehlo.scatter"(%cst_34, %12, %480) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %484 = "stablehlo.scatter"(%cst_34, %12, %481) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %485 = "stablehlo.scatter"(%cst_34, %12, %482) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %486 = "stablehlo.gather"(%441, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %487 = stablehlo.multiply %448, %486 : tensor<64x10x10xf32>
    %488 = "stablehlo.gather"(%442, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %489 = stablehlo.multiply %451, %488 : tensor<64x10x10xf32>
    %490 = "stablehlo.gather"(%443, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %491 = stablehlo.multiply %448, %490 : tensor<64x10x10xf32>
    %492 = "stablehlo.gather"(%441, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %493 = stablehlo.multiply %459, %492 : tensor<64x10x10xf32>
    %494 = "stablehlo.gather"(%442, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %495 = stablehlo.multiply %462, %494 : tensor<64x10x10xf32>
    %496 = "stablehlo.gather"(%443, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %497 = stablehlo.multiply %459, %496 : tensor<64x10x10xf32>
    %498 = stablehlo.add %487, %493 : tensor<64x10x10xf32>
    %499 = stablehlo.add %489, %495 : tensor<64x10x10xf32>
    %500 = stablehlo.add %491, %497 : tensor<64x10x10xf32>
    %501 = "stablehlo.gather"(%441, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %502 = stablehlo.multiply %473, %501 : tensor<64x10x10xf32>
    %503 = "stablehlo.gather"(%442, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %504 = stablehlo.multiply %476, %503 : tensor<64x10x10xf32>
    %505 = "stablehlo.gather"(%443, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %506 = stablehlo.multiply %473, %505 : tensor<64x10x10xf32>
    %507 = stablehlo.add %498, %502 : tensor<64x10x10xf32>
    %508 = stablehlo.add %499, %504 : tensor<64x10x10xf32>
    %509 = stablehlo.add %500, %506 : tensor<64x10x10xf32>
    %510 = "stablehlo.scatter"(%483, %26, %507) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %511 = "stablehlo.scatter"(%484, %26, %508) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %512 = "stablehlo.scatter"(%485, %26, %509) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %513 = "stablehlo.gather"(%441, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %514 = stablehlo.multiply %448, %513 : tensor<64x10x10xf32>
    %515 = "stablehlo.gather"(%442, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %516 = stablehlo.multiply %451, %515 : tensor<64x10x10xf32>
    %517 = "stablehlo.gather"(%443, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %518 = stablehlo.multiply %448, %517 : tensor<64x10x10xf32>
    %519 = "stablehlo.gather"(%441, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %520 = stablehlo.multiply %459, %519 : tensor<64x10x10xf32>
    %521 = "stablehlo.gather"(%442, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %522 = stablehlo.multiply %462, %521 : tensor<64x10x10xf32>
    %523 = "stablehlo.gather"(%443, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %524 = stablehlo.multiply %459, %523 : tensor<64x10x10xf32>
    %525 = stablehlo.add %514, %520 : tensor<64x10x10xf32>
    %526 = stablehlo.add %516, %522 : tensor<64x10x10xf32>
    %527 = stablehlo.add %518, %524 : tensor<64x10x10xf32>
    %528 = "stablehlo.gather"(%441, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %529 = stablehlo.multiply %473, %528 : tensor<64x10x10xf32>
    %530 = "stablehlo.gather"(%442, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %531 = stablehlo.multiply %476, %530 : tensor<64x10x10xf32>
    %532 = "stablehlo.gather"(%443, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %533 = stablehlo.multiply %473, %532 : tensor<64x10x10xf32>
    %534 = stablehlo.add %525, %529 : tensor<64x10x10xf32>
    %535 = stablehlo.add %526, %531 : tensor<64x10x10xf32>
    %536 = stablehlo.add %527, %533 : tensor<64x10x10xf32>
    %537 = "stablehlo.scatter"(%510, %40, %534) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %538 = "stablehlo.scatter"(%511, %40, %535) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %539 = "stablehlo.scatter"(%512, %40, %536) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %540 = stablehlo.reshape %1 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %541 = "stablehlo.gather"(%43, %540) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %542 = "stablehlo.gather"(%49, %540) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %543 = "stablehlo.gather"(%537, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %544 = stablehlo.broadcast_in_dim %542, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %545 = stablehlo.multiply %544, %543 : tensor<64x10x10xf32>
    %546 = "stablehlo.gather"(%538, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %547 = "stablehlo.gather"(%539, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %548 = stablehlo.add %546, %547 : tensor<64x10x10xf32>
    %549 = stablehlo.broadcast_in_dim %541, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %550 = stablehlo.multiply %549, %548 : tensor<64x10x10xf32>
    %551 = stablehlo.add %545, %550 : tensor<64x10x10xf32>
    %552 = stablehlo.add %c_33, %1 : tensor<10x10xi32>
    %553 = stablehlo.reshape %552 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %554 = "stablehlo.gather"(%43, %553) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %555 = "stablehlo.gather"(%49, %553) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %556 = "stablehlo.gather"(%537, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %557 = stablehlo.broadcast_in_dim %555, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %558 = stablehlo.multiply %557, %556 : tensor<64x10x10xf32>
    %559 = "stablehlo.gather"(%538, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %560 = "stablehlo.gather"(%539, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %561 = stablehlo.add %559, %560 : tensor<64x10x10xf32>
    %562 = stablehlo.broadcast_in_dim %554, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %563 = stablehlo.multiply %562, %561 : tensor<64x10x10xf32>
    %564 = stablehlo.add %558, %563 : tensor<64x10x10xf32>
    %565 = stablehlo.add %551, %564 : tensor<64x10x10xf32>
    %566 = stablehlo.add %c_29, %1 : tensor<10x10xi32>
    %567 = stablehlo.reshape %566 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %568 = "stablehlo.gather"(%43, %567) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %569 = "stablehlo.gather"(%49, %567) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %570 = "stablehlo.gather"(%537, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %571 = stablehlo.broadcast_in_dim %569, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %572 = stablehlo.multiply %571, %570 : tensor<64x10x10xf32>
    %573 = "stablehlo.gather"(%538, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %574 = "stablehlo.gather"(%539, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %575 = stablehlo.add %573, %574 : tensor<64x10x10xf32>
    %576 = stablehlo.broadcast_in_dim %568, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %577 = stablehlo.multiply %576, %575 : tensor<64x10x10xf32>
    %578 = stablehlo.add %572, %577 : tensor<64x10x10xf32>
    %579 = stablehlo.add %565, %578 : tensor<64x10x10xf32>
    %580 = stablehlo.select %c_38, %5, %c_32 : tensor<10x10xi1>, tensor<10x10xi32>
    %581 = stablehlo.compare LT, %580, %c_31, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %582 = stablehlo.add %580, %c_16 : tensor<10x10xi32>
    %583 = stablehlo.select %581, %582, %580 : tensor<10x10xi1>, tensor<10x10xi32>
    %584 = stablehlo.reshape %583 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %585 = "stablehlo.scatter"(%cst, %584, %579) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x27xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x27xf32>
    %586 = "stablehlo.gather"(%537, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %587 = stablehlo.multiply %544, %586 : tensor<64x10x10xf32>
    %588 = "stablehlo.gather"(%538, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %589 = "stablehlo.gather"(%539, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %590 = stablehlo.add %588, %589 : tensor<64x10x10xf32>
    %591 = stablehlo.multiply %549, %590 : tensor<64x10x10xf32>
    %592 = stablehlo.add %587, %591 : tensor<64x10x10xf32>
    %593 = "stablehlo.gather"(%537, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %594 = stablehlo.multiply %557, %593 : tensor<64x10x10xf32>
    %595 = "stablehlo.gather"(%538, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %596 = "stablehlo.gather"(%539, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %597 = stablehlo.add %595, %596 : tensor<64x10x10xf32>
    %598 = stablehlo.multiply %562, %597 : tensor<64x10x10xf32>
    %599 = stablehlo.add %594, %598 : tensor<64x10x10xf32>
    %600 = stablehlo.add %592, %599 : tensor<64x10x10xf32>
    %601 = "stablehlo.gather"(%537, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %602 = stablehlo.multiply %571, %601 : tensor<64x10x10xf32>
    %603 = "stablehlo.gather"(%538, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %604 = "stablehlo.gather"(%539, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %605 = stablehlo.add %603, %604 : tensor<64x10x10xf32>
    %606 = stablehlo.multiply %576, %605 : tensor<64x10x10xf32>
    %607 = stablehlo.add %602, %606 : tensor<64x10x10xf32>
    %608 = stablehlo.add %600, %607 : tensor<64x10x10xf32>
    %609 = stablehlo.select %c_38, %16, %c_32 : tensor<10x10xi1>, tensor<10x10xi32>
    %610 = stablehlo.compare LT, %609, %c_31, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %611 = stablehlo.add %609, %c_16 : tensor<10x10xi32>
    %612 = stablehlo.select %610, %611, %609 : tensor<10x10xi1>, tensor<10x10xi32>
    %613 = stablehlo.reshape %612 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %614 = "stablehlo.scatter"(%585, %613, %608) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x27xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x27xf32>
    %615 = "stablehlo.gather"(%537, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %616 = stablehlo.multiply %544, %615 : tensor<64x10x10xf32>
    %617 = "stablehlo.gather"(%538, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %618 = "stablehlo.gather"(%539, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %619 = stablehlo.add %617, %618 : tensor<64x10x10xf32>
    %620 = stablehlo.multiply %549, %619 : tensor<64x10x10xf32>
    %621 = stablehlo.add %616, %620 : tensor<64x10x10xf32>
    %622 = "stablehlo.gather"(%537, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %623 = stablehlo.multiply %557, %622 : tensor<64x10x10xf32>
    %624 = "stablehlo.gather"(%538, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %625 = "stablehlo.gather"(%539, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %626 = stablehlo.add %624, %625 : tensor<64x10x10xf32>
    %627 = stablehlo.multiply %562, %626 : tensor<64x10x10xf32>
    %628 = stablehlo.add %623, %627 : tensor<64x10x10xf32>
    %629 = stablehlo.add %621, %628 : tensor<64x10x10xf32>
    %630 = "stablehlo.gather"(%537, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %631 = stablehlo.multiply %571, %630 : tensor<64x10x10xf32>
    %632 = "stablehlo.gather"(%538, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %633 = "stablehlo.gather"(%539, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %634 = stablehlo.add %632, %633 : tensor<64x10x10xf32>
    %635 = stablehlo.multiply %576, %634 : tensor<64x10x10xf32>
    %636 = stablehlo.add %631, %635 : tensor<64x10x10xf32>
    %637 = stablehlo.add %629, %636 : tensor<64x10x10xf32>
    %638 = stablehlo.select %c_38, %30, %c_32 : tensor<10x10xi1>, tensor<10x10xi32>
    %639 = stablehlo.compare LT, %638, %c_31, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %640 = stablehlo.add %638, %c_16 : tensor<10x10xi32>
    %641 = stablehlo.select %639, %640, %638 : tensor<10x10xi1>, tensor<10x10xi32>
    %642 = stablehlo.reshape %641 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %643 = "stablehlo.scatter"(%614, %642, %637) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x27xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x27xf32>
    return %643 : tensor<64x27xf32>
  }
}
