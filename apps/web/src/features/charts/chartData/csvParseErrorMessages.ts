import type { CsvParseErrorCode } from "./CsvParseError";

// The spec's "CSV parse error: message and request for feedback", in both languages. Shaped as
// i18next resources (namespace-free keys) so they can be merged into the en/ja catalogues as is.
export const csvParseErrorMessages = {
  en: {
    title: "This CSV file could not be read",
    feedback:
      "If the file opens correctly in other software, please send us feedback with the file attached so we can improve the reader.",
    codes: {
      empty: "The file is empty or has no data rows.",
      binary: "The file does not look like text. Please choose a CSV or tab-separated text file.",
      malformed:
        "The rows of the file do not line up with its header (missing quotes or a differing number of columns).",
      too_large: "The file is too large to visualise (up to 10 MB and 1,000,000 rows).",
      unexpected: "An unexpected error occurred while reading the file.",
    } satisfies Record<CsvParseErrorCode, string>,
  },
  ja: {
    title: "このCSVファイルを読み込めませんでした",
    feedback:
      "他のソフトウェアでは正しく開ける場合は、読み込みの改善のため、ファイルを添付してフィードバックをお送りください。",
    codes: {
      empty: "ファイルが空か、データ行がありません。",
      binary: "テキストファイルではないようです。CSVまたはタブ区切りのテキストファイルを選択してください。",
      malformed: "ファイルの行がヘッダーと一致しません（引用符の閉じ忘れ、または列数の不一致）。",
      too_large: "ファイルが大きすぎるため可視化できません（10 MB・1,000,000行まで）。",
      unexpected: "ファイルの読み込み中に予期しないエラーが発生しました。",
    } satisfies Record<CsvParseErrorCode, string>,
  },
} as const;
