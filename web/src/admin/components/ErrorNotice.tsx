/** A failure the admin must see, read out by screen readers as it appears. */
export function ErrorNotice({ children }: { children: string }) {
  return (
    <p className="admin-error" role="alert">
      {children}
    </p>
  );
}
