export function LoadingText({ text = 'Loading...' }: { text?: string }) {
  return (
    <p className="loading-text" role="status">
      {text}
    </p>
  );
}
