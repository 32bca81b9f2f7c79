/** A catalogue entry's local monogram (apps/web/public/apps/icons); decorative, the name is beside it. */
export function AppIcon({ id, size = 32 }: { id: string; size?: number }) {
  return (
    <img
      src={`/apps/icons/${id}.svg`}
      alt=""
      width={size}
      height={size}
      style={{ flex: 'none', borderRadius: 6 }}
    />
  );
}
