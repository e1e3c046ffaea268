/** What could not load or be saved, said at once (an alert), with the button that tries it again. */
export function FailedWithRetry(props: {
  text: string;
  retry: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={props.className} role="alert">
      <p>{props.text}</p>
      <button type="button" className="button" onClick={props.onRetry}>
        {props.retry}
      </button>
    </div>
  );
}
