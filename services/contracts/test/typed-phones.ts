/** One Indonesian mobile number, 0812-3456-7890, in each way customers type it. */
export const ONE_NUMBER_AS_TYPED = [
  '081234567890',
  '+62 812-3456-7890',
  '62812 3456 7890',
  '0812-3456-7890',
  '812 3456 7890',
];
