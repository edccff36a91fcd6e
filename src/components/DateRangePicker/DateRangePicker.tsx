import { parseDate } from '@internationalized/date'
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react'
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
  Text,
} from 'react-aria-components'
import { cx } from '@styled-system/css'
import { dateRangePicker, iconButton } from '@styled-system/recipes'
import { IconButton } from '../IconButton'

/** A range of whole days, each an ISO date (YYYY-MM-DD); `start` is never after `end`. */
export interface DateRange {
  start: string
  end: string
}

export interface DateRangePickerProps {
  /** The visible label; it names both date inputs and the calendar. */
  label: string
  /** The chosen range, or null for none (controlled). */
  value: DateRange | null
  /** Called with the new range once both dates are complete, and with null when the range is cleared. */
  onChange: (value: DateRange | null) => void
  /** A sentence under the field, e.g. what the range filters. */
  helperText?: string | undefined
  /**
   * The accessible name of the button that clears the range (shown while a range is chosen).
   * @default 'Clear dates'
   */
  clearLabel?: string | undefined
  /**
   * Whether the field is disabled.
   * @default false
   */
  disabled?: boolean | undefined
  className?: string | undefined
}

const toCalendarRange = (range: DateRange | null) => (range ? { start: parseDate(range.start), end: parseDate(range.end) } : null)

/**
 * Two dates in one field: typed segment by segment (arrow keys change a segment, digits fill it) or picked in a
 * calendar that opens from the button (a first click starts the range, a second ends it). Dates are the viewer's
 * calendar days, given and taken as ISO dates, so no time zone is involved. React Aria's DateRangePicker: it reads and
 * writes dates in the page's locale and gives the inputs, the calendar grid and its days their roles and names.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  helperText,
  clearLabel = 'Clear dates',
  disabled = false,
  className,
}: DateRangePickerProps) {
  const styles = dateRangePicker()
  return (
    <AriaDateRangePicker
      className={cx(styles.root, className)}
      value={toCalendarRange(value)}
      onChange={(range) => onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)}
      isDisabled={disabled}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.control}>
        <DateInput slot="start" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.separator}>
          –
        </span>
        <DateInput slot="end" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        {value && !disabled ? (
          <IconButton label={clearLabel} size="sm" className={cx(styles.clear, styles.trigger)} onClick={() => onChange(null)}>
            <X size={16} />
          </IconButton>
        ) : null}
        <AriaButton className={cx(iconButton({ size: 'sm' }), value && !disabled ? undefined : styles.trigger)}>
          <CalendarDays size={18} aria-hidden="true" />
        </AriaButton>
      </Group>
      {helperText ? (
        <Text slot="description" className={styles.helperText}>
          {helperText}
        </Text>
      ) : null}
      <Popover className={styles.popover} placement="bottom start">
        <Dialog aria-label={label} className={styles.dialog}>
          <RangeCalendar className={styles.calendar}>
            <header className={styles.header}>
              <AriaButton slot="previous" className={iconButton({ size: 'sm' })} aria-label="Previous month">
                <ChevronLeft size={18} aria-hidden="true" />
              </AriaButton>
              <Heading className={styles.heading} />
              <AriaButton slot="next" className={iconButton({ size: 'sm' })} aria-label="Next month">
                <ChevronRight size={18} aria-hidden="true" />
              </AriaButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  )
}
