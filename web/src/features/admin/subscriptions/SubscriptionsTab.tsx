// Placeholder: replaced by the tab's real screen.
export default function SubscriptionsTab() {
  return <p>SubscriptionsTab</p>;
}
