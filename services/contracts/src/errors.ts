/**
 * Errors cross service boundaries as plain values `{ status, code, message }`; the gateway answers
 * `{ message, code }` with `status`. `message` is the text a user may read.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A change made over an older version than the one stored (another device saved since). */
  stale: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ServiceError {
  status: number;
  code: ErrorCode;
  message: string;
}

export function serviceError(code: ErrorCode, message: string): ServiceError {
  return { status: ERROR_STATUS[code], code, message };
}

export function isServiceError(value: unknown): value is ServiceError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}

/** Messages the server gives where PRODUCT.md section 8 names none; Indonesian, because users read them. */
export const MESSAGES = {
  invalidInput: 'Data yang dikirim tidak valid.',
  malformedJson: 'Format JSON tidak valid.',
  notFound: 'Data tidak ditemukan.',
  alreadyExists: 'Data dengan ID tersebut sudah ada.',
  serviceUnavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.',
  serviceTimeout: 'Layanan tidak merespons tepat waktu. Silakan coba lagi nanti.',
  internal: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
  unauthorized: 'Sesi admin tidak valid atau telah berakhir. Silakan login kembali.',
  loginFailed: 'Login gagal. Periksa username dan password Anda.',
  tooManyRequests: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  payloadTooLarge: 'Ukuran data yang dikirim terlalu besar.',
  routeNotFound: 'Alamat tidak ditemukan.',
  requestTooSlow:
    'Permintaan tidak diterima lengkap dalam batas waktu. Silakan periksa koneksi Anda dan coba lagi.',
} as const;
