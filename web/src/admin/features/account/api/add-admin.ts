import { adminApi } from '@/admin/lib/admin-api';

export interface AddAdminInput {
  username: string;
  password: string;
}

/** Only the first admin may add one (the server refuses the others with its own message). */
export async function addAdmin(input: AddAdminInput): Promise<void> {
  await adminApi.post('/accounts', input);
}
