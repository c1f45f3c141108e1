import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** What identifies an item: a database id, or a string key (a form field's id). */
export type SortableId = number | string;

/** The ids after moving `activeId` to where `overId` is (a drop on the list). */
export function moveId<Id extends SortableId>(ids: readonly Id[], activeId: Id, overId: Id): Id[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1 || from === to) {
    return [...ids];
  }
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para reordenar, pulsa Espacio o Intro para tomar el elemento, muévelo con las flechas arriba y abajo y pulsa Espacio o Intro otra vez para soltarlo. Escape cancela el movimiento.',
};

/** What a screen reader hears while an item moves, in Spanish, with positions counted from 1. */
export function spanishAnnouncements(
  ids: readonly SortableId[],
  labelOf: (id: UniqueIdentifier) => string,
): Announcements {
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.findIndex((candidate) => String(candidate) === String(id)) + 1;
  const total = ids.length;
  return {
    onDragStart: ({ active }) =>
      `Tomaste ${labelOf(active.id)}. Está en la posición ${position(active.id)} de ${total}.`,
    onDragOver: ({ active, over }) => {
      if (!over) {
        return `${labelOf(active.id)} ya no está sobre la lista.`;
      }
      // At pick-up (and back at its place) it is over itself.
      return over.id === active.id
        ? `${labelOf(active.id)} está en la posición ${position(over.id)} de ${total}.`
        : `${labelOf(active.id)} pasa a la posición ${position(over.id)} de ${total}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} quedó en la posición ${position(over.id)} de ${total}.`
        : `${labelOf(active.id)} se soltó fuera de la lista; el orden no cambia.`,
    onDragCancel: ({ active }) =>
      `Movimiento cancelado: ${labelOf(active.id)} vuelve a la posición ${position(active.id)} de ${total}.`,
  };
}

export interface SortableListProps<T, Id extends SortableId = number> {
  items: readonly T[];
  getId: (item: T) => Id;
  /** The item's name: the handle says 'Mover {name}', and the announcements use it. */
  getLabel: (item: T) => string;
  /** The ids in their new order, once an item was dropped somewhere else. */
  onReorder: (ids: Id[]) => void;
  /** The list's accessible name. */
  label: string;
  /** When reordering is not possible now: the handles are disabled and described by this id's text. */
  disabledHintId?: string;
  className?: string;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
}

/**
 * A list reordered by dragging a handle (dnd-kit): with the mouse or touch, or with the keyboard
 * (focus the handle, Space, arrows, Space; Escape cancels), announced in Spanish.
 */
export function SortableList<T, Id extends SortableId = number>({
  items,
  getId,
  getLabel,
  onReorder,
  label,
  disabledHintId,
  className,
  renderItem,
}: SortableListProps<T, Id>) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labels = new Map(items.map((item) => [String(getId(item)), getLabel(item)]));
  const labelOf = (id: UniqueIdentifier) => labels.get(String(id)) ?? String(id);
  // dnd-kit hands back the ids it was given; matched as text so number and string ids both work.
  const idOf = (id: UniqueIdentifier) => ids.find((candidate) => String(candidate) === String(id));
  const isDisabled = disabledHintId !== undefined;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const activeId = idOf(active.id);
    const overId = over ? idOf(over.id) : undefined;
    if (activeId === undefined || overId === undefined || activeId === overId) {
      return;
    }
    onReorder(moveId(ids, activeId, overId));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: spanishAnnouncements(ids, labelOf),
        screenReaderInstructions: INSTRUCTIONS,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={isDisabled}>
        <ul aria-label={label} className={className}>
          {items.map((item) => (
            <SortableItem
              key={getId(item)}
              id={getId(item)}
              label={getLabel(item)}
              disabledHintId={disabledHintId}
            >
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  disabledHintId,
  children,
}: {
  id: SortableId;
  label: string;
  disabledHintId: string | undefined;
  children: (handle: ReactNode) => ReactNode;
}) {
  const isDisabled = disabledHintId !== undefined;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: isDisabled, attributes: { roleDescription: 'elemento reordenable' } });

  const handle = isDisabled ? (
    <button
      type="button"
      disabled
      aria-label={`Mover ${label}`}
      aria-describedby={disabledHintId}
      className="flex size-9 shrink-0 cursor-not-allowed items-center justify-center rounded-lg text-slate-400 opacity-60"
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  ) : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Mover ${label}`}
      className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 active:cursor-grabbing"
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  );

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10 opacity-90 shadow-lg')}
    >
      {children(handle)}
    </li>
  );
}
