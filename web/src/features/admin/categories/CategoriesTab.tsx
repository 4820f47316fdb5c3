// Placeholder: replaced by the tab's real screen.
export default function CategoriesTab() {
  return <p>CategoriesTab</p>;
}
