// Placeholder: replaced by the tab's real screen.
export default function ContactMessagesTab() {
  return <p>ContactMessagesTab</p>;
}
