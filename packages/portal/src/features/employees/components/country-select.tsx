import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { CountryOption } from '@mentor/core';
import { ChevronDownIcon } from '../../../components/ui/icons';

interface CountrySelectProps {
  label: string;
  /** The input's name, so the form can move focus to it. */
  name?: string;
  countries: CountryOption[];
  /** The chosen two-letter code, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * The form's searchable country select (spec §2): a combobox that filters the list as one types and
 * is driven by the keyboard (arrows, Enter, Escape). Leaving it with text that names no country
 * clears the choice, so the form's "Please select country" can speak.
 */
export function CountrySelect({ label, name, countries, value, onChange, disabled }: CountrySelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const chosen = countries.find((country) => country.value === value) ?? null;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const shown = text ?? chosen?.label ?? '';

  const matches = useMemo(() => {
    const needle = (text ?? '').trim().toLowerCase();
    if (!needle) return countries;
    const starts = countries.filter(
      (c) => c.label.toLowerCase().startsWith(needle) || c.value.toLowerCase() === needle,
    );
    const contains = countries.filter((c) => !starts.includes(c) && c.label.toLowerCase().includes(needle));
    return [...starts, ...contains];
  }, [countries, text]);

  // On a phone the list may open below the fold: bring it into view.
  useEffect(() => {
    if (open) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const choose = (country: CountryOption) => {
    onChange(country.value);
    setText(null);
    setOpen(false);
  };

  const move = (index: number) => {
    setActive(index);
    list.current?.children[index]?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      move(Math.min(Math.max(active + step, 0), matches.length - 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const country = matches[active];
      if (country) choose(country);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  const onBlur = () => {
    setOpen(false);
    if (text === null) return;
    const exact = countries.find((c) => c.label.toLowerCase() === text.trim().toLowerCase());
    onChange(exact?.value ?? '');
    setText(null);
  };

  return (
    <div className="field country-select">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="country-select-box">
        <input
          id={id}
          name={name}
          className="input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? `${id}-${matches[active].value}` : undefined}
          autoComplete="off"
          placeholder="Search a country"
          value={shown}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        <ChevronDownIcon className="country-select-chevron" />
        {open && (
          <ul ref={list} id={listId} role="listbox" aria-label={label} className="country-select-list">
            {matches.length === 0 ? (
              <li className="country-select-empty" role="option" aria-disabled="true" aria-selected="false">
                No country matches
              </li>
            ) : (
              matches.map((country, index) => (
                <li
                  key={country.value}
                  id={`${id}-${country.value}`}
                  role="option"
                  aria-selected={country.value === value}
                  className={index === active ? 'is-active' : undefined}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(country);
                  }}
                >
                  {country.label}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
