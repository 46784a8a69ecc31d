// English and Japanese text for the message keys this area emits, in i18next
// syntax ({{unit}}), for the web app's catalogues (validation.* and errors.*).
export const materialMessages = {
  en: {
    "validation.invalidCasNumber": "Enter a valid CAS number (e.g. 64-17-5).",
    "validation.invalidFormula": "This formula cannot be read (e.g. C6H12O6, CuSO4·5H2O, Ca(OH)2).",
    "validation.invalidHazardStatement": "Enter GHS hazard statement codes such as H225.",
    "validation.invalidDate": "Enter a valid date.",
    "validation.invalidUnit": "Choose a unit from the list.",
    "validation.invalidChoice": "Choose a value from the list.",
    "validation.outOfRange": "This value is out of range.",
    "validation.emptyUpdate": "Nothing to update.",
    "errors.unit_not_convertible": "Molar mass conversion is not available for unit {{unit}}.",
    "materials.missingMolarMass": "Enter the molar mass to convert this amount.",
    "materials.missingDensity": "Enter the density to convert this amount.",
    "materials.limitingUnavailable": "The limiting reagent's amount in moles is not known.",
  },
  ja: {
    "validation.invalidCasNumber": "正しいCAS番号を入力してください（例: 64-17-5）。",
    "validation.invalidFormula": "この化学式は読み取れません（例: C6H12O6、CuSO4·5H2O、Ca(OH)2）。",
    "validation.invalidHazardStatement": "H225のようなGHS危険有害性情報のコードを入力してください。",
    "validation.invalidDate": "正しい日付を入力してください。",
    "validation.invalidUnit": "一覧から単位を選んでください。",
    "validation.invalidChoice": "一覧から値を選んでください。",
    "validation.outOfRange": "値が範囲外です。",
    "validation.emptyUpdate": "更新する項目がありません。",
    "errors.unit_not_convertible": "単位 {{unit}} ではモル質量による換算はできません。",
    "materials.missingMolarMass": "この量を換算するにはモル質量を入力してください。",
    "materials.missingDensity": "この量を換算するには密度を入力してください。",
    "materials.limitingUnavailable": "限定試薬の物質量（mol）がわかりません。",
  },
} as const;
