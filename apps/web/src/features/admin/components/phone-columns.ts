/**
 * A console table column hidden on phones (below `sm`), so the row's name, state and actions fit
 * 375 px without scrolling sideways; the hidden figures stay in the detail, report or CSV.
 */
export const hiddenOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The table's least width from `sm` up; a phone shows only the columns not hidden. */
export const minWidthFromTablet = (width: number) => ({ minWidth: { xs: 0, sm: width } }) as const;
