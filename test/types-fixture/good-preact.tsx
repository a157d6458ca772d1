/** @jsxImportSource preact */
// Correct use in Preact: the same declarations augment `preact`'s JSX namespace.
export function PreactPage() {
  return (
    <div>
      <oriel-cards data-kind="activities" data-columns="2" class="catalog" />
      <oriel-schedule data-mode="list" data-availabilities-filters-calendar />
    </div>
  );
}
