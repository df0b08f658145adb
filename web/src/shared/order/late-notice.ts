/**
 * What a couple reads when their order is past the date promised (tracking's `late`): politely,
 * and what happens next. The promise itself is worded by the contracts' promiseText.
 */
export const LATE_NOTICE = 'Pengerjaan melewati tanggal yang dijanjikan; tim kami akan menghubungi Anda.';
