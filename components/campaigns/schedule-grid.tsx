"use client";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

const two = (hour: number) => String(hour).padStart(2, "0");

/**
 * The hours of the week as a 7 × 24 grid, Monday first: click a cell, or press and drag across cells, to switch hours
 * on or off (the drag sets every cell it crosses as the first one was turned); a day's name switches its whole row,
 * an hour's number its whole column. By keyboard: arrow keys move, Home/End go to the row's ends, Space or Enter
 * switches the cell. On a phone the grid scrolls sideways.
 */
export function ScheduleGrid({
  value,
  onChange,
  readOnly = false,
  label,
}: {
  /** seven lists of hours (0-23), Monday first */
  value: readonly (readonly number[])[];
  onChange?: (next: number[][]) => void;
  readOnly?: boolean;
  label: string;
}) {
  const t = useTranslations("campaigns.limits.grid");
  const on = (day: number, hour: number) => value[day]?.includes(hour) ?? false;
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const paint = useRef<boolean | null>(null);
  const cells = useRef(new Map<string, HTMLButtonElement>());

  const set = (changes: [number, number][], turnOn: boolean) => {
    if (readOnly || !onChange) return;
    const next = DAYS.map((day) => new Set(value[day] ?? []));
    for (const [day, hour] of changes) {
      if (turnOn) next[day].add(hour);
      else next[day].delete(hour);
    }
    onChange(next.map((hours) => [...hours].sort((a, b) => a - b)));
  };
  const toggleDay = (day: number) => {
    const all = HOURS.every((hour) => on(day, hour));
    set(
      HOURS.map((hour) => [day, hour]),
      !all,
    );
  };
  const toggleHour = (hour: number) => {
    const all = DAYS.every((day) => on(day, hour));
    set(
      DAYS.map((day) => [day, hour]),
      !all,
    );
  };

  const move = (day: number, hour: number) => {
    const next: [number, number] = [Math.max(0, Math.min(6, day)), Math.max(0, Math.min(23, hour))];
    setFocus(next);
    cells.current.get(`${next[0]}-${next[1]}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, day: number, hour: number) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(day, hour + 1),
      ArrowLeft: () => move(day, hour - 1),
      ArrowDown: () => move(day + 1, hour),
      ArrowUp: () => move(day - 1, hour),
      Home: () => move(day, 0),
      End: () => move(day, 23),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, day: number, hour: number) => {
    if (readOnly || event.button !== 0) return;
    // Let the cells the pointer crosses get their own events (a touch captures the pointer to its first element).
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    paint.current = !on(day, hour);
    set([[day, hour]], paint.current);
    setFocus([day, hour]);
    event.preventDefault();
  };
  const onPointerEnter = (day: number, hour: number) => {
    if (paint.current !== null && on(day, hour) !== paint.current) set([[day, hour]], paint.current);
  };
  const endPaint = () => (paint.current = null);

  const count = DAYS.reduce<number>((sum, day) => sum + (value[day]?.length ?? 0), 0);

  return (
    <div className="space-y-1">
      <div className="-mx-1 overflow-x-auto px-1 pb-1" onPointerUp={endPaint} onPointerLeave={endPaint} onPointerCancel={endPaint}>
        <table
          role="grid"
          aria-label={label}
          aria-readonly={readOnly || undefined}
          className="border-separate border-spacing-0.5 select-none"
        >
          <thead>
            <tr>
              <th scope="col" className="w-10">
                <span className="sr-only">{t("day")}</span>
              </th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className="p-0 text-center align-bottom text-[10px] font-normal text-slate-500">
                  {readOnly ? (
                    <span>{hour % 3 === 0 ? two(hour) : ""}</span>
                  ) : (
                    <button
                      type="button"
                      className="h-6 w-6 rounded hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
                      aria-label={t("wholeHour", { hour: `${two(hour)}:00` })}
                      title={t("wholeHour", { hour: `${two(hour)}:00` })}
                      onClick={() => toggleHour(hour)}
                    >
                      {two(hour)}
                    </button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => (
              <tr key={day}>
                <th scope="row" className="pr-1 text-left text-xs font-medium text-slate-700">
                  {readOnly ? (
                    t(`days.${DAY_KEYS[day]}`)
                  ) : (
                    <button
                      type="button"
                      className="h-6 w-10 rounded px-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
                      aria-label={t("wholeDay", { day: t(`daysLong.${DAY_KEYS[day]}`) })}
                      title={t("wholeDay", { day: t(`daysLong.${DAY_KEYS[day]}`) })}
                      onClick={() => toggleDay(day)}
                    >
                      {t(`days.${DAY_KEYS[day]}`)}
                    </button>
                  )}
                </th>
                {HOURS.map((hour) => {
                  const selected = on(day, hour);
                  const name = t("cell", { day: t(`daysLong.${DAY_KEYS[day]}`), hour: `${two(hour)}:00` });
                  return (
                    <td key={hour} role="gridcell" aria-selected={selected} className="p-0">
                      {readOnly ? (
                        <span
                          className={cn("block h-4 w-4 rounded-sm sm:h-5 sm:w-5", selected ? "bg-sky-600" : "bg-slate-100")}
                          title={name}
                        />
                      ) : (
                        <button
                          type="button"
                          ref={(element) => {
                            if (element) cells.current.set(`${day}-${hour}`, element);
                            else cells.current.delete(`${day}-${hour}`);
                          }}
                          data-cell={`${day}-${hour}`}
                          aria-label={name}
                          aria-pressed={selected}
                          tabIndex={focus[0] === day && focus[1] === hour ? 0 : -1}
                          className={cn(
                            "block h-6 w-6 rounded-sm ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700",
                            selected ? "bg-sky-600 hover:bg-sky-700" : "bg-slate-100 ring-1 ring-slate-200 hover:bg-slate-200",
                          )}
                          onPointerDown={(event) => onPointerDown(event, day, hour)}
                          onPointerEnter={() => onPointerEnter(day, hour)}
                          onKeyDown={(event) => onKeyDown(event, day, hour)}
                          onClick={(event) => {
                            // A pointer's press already switched it; a key's click (Space, Enter) switches it here.
                            if (event.detail === 0) set([[day, hour]], !selected);
                          }}
                          onFocus={() => setFocus([day, hour])}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        {t("count", { count })}
      </p>
    </div>
  );
}
