import { NotFoundCard } from "./components/not-found-card";

export default function NotFound() {
  return (
    <NotFoundCard title="Page not found">
      <p>There is nothing at this address. The link may be mistyped, or the page may have moved.</p>
    </NotFoundCard>
  );
}
