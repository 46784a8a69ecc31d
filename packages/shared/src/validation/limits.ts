export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const TextLimits = {
  email: 254,
  name: 100,
  title: 200,
  description: 2000,
  affiliation: 200,
  short: 100,
} as const;
