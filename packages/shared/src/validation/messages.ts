// Validation messages are keys into the web app's `validation` namespace, so the
// same schema yields the right language on both sides.
export const V = {
  required: "validation.required",
  invalidEmail: "validation.invalidEmail",
  validEmail: "validation.validEmail",
  passwordMin: "validation.passwordMin",
  passwordRule: "validation.passwordRule",
  passwordMismatch: "validation.passwordMismatch",
  termsRequired: "validation.termsRequired",
  allFieldsRequired: "validation.allFieldsRequired",
  loginRequired: "validation.loginRequired",
  forgotInvalidEmail: "validation.forgotInvalidEmail",
  tooLong: "validation.tooLong",
  invalid: "validation.invalid",
  positive: "validation.positive",
  unknownField: "validation.unknownField",
  controlChars: "validation.controlChars",
  singleLine: "validation.singleLine",
  emptyUpdate: "validation.emptyUpdate",
} as const;

export type ValidationMessageKey = (typeof V)[keyof typeof V];
