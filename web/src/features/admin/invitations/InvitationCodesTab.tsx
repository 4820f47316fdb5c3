// Placeholder: replaced by the tab's real screen.
export default function InvitationCodesTab() {
  return <p>InvitationCodesTab</p>;
}
