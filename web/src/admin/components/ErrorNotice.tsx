import { ErrorText } from '@/shared/ui/ErrorText';

/** The shared error paragraph in the admin's style. */
export function ErrorNotice({ children }: { children: string }) {
  return <ErrorText className="admin-error">{children}</ErrorText>;
}
