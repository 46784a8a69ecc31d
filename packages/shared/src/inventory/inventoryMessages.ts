// English and Japanese text for the validation keys the inventory schemas emit (web catalogues).
export const inventoryMessages = {
  en: {
    "validation.notNegative": "Enter zero or more.",
    "validation.expiryBeforeReceipt": "The expiry date cannot be before the date received.",
    "validation.openedBeforeReceipt": "The date opened cannot be before the date received.",
    "validation.unknownLocation": "This location does not exist in the space.",
    "validation.unknownMaterial": "This material is not in the space's register.",
    "validation.unknownOwner": "The owner must be a member of the space.",
    "validation.locationCycle": "A location cannot be placed inside itself.",
    "validation.codeTaken": "Another container already has this code.",
    "validation.codeRepeated": "This code appears twice in the file.",
  },
  ja: {
    "validation.notNegative": "0以上の値を入力してください。",
    "validation.expiryBeforeReceipt": "使用期限は受入日より前にできません。",
    "validation.openedBeforeReceipt": "開封日は受入日より前にできません。",
    "validation.unknownLocation": "この保管場所はスペースにありません。",
    "validation.unknownMaterial": "この試薬はスペースの試薬台帳にありません。",
    "validation.unknownOwner": "管理者はスペースのメンバーである必要があります。",
    "validation.locationCycle": "保管場所をそれ自身の中に置くことはできません。",
    "validation.codeTaken": "このコードは別の容器で使われています。",
    "validation.codeRepeated": "このコードはファイル内で重複しています。",
  },
} as const;
