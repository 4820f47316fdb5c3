// Placeholder: replaced by the tab's real screen.
export default function ImportTab() {
  return <p>ImportTab</p>;
}
