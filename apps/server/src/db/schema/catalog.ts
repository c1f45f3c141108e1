import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** Stable key of seeded rows so that re-seeding never duplicates. */
    slug: text('slug').unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('FileText'),
    color: text('color').notNull().default('blue'),
    estimatedProcedures: integer('estimated_procedures').notNull().default(1),
    isVisible: boolean('is_visible').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    specializationRequired: boolean('specialization_required').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('categories_order_idx').on(table.displayOrder)],
);

export const tramites = pgTable(
  'tramites',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceType: text('price_type', { enum: ['fijo', 'variable'] })
      .notNull()
      .default('variable'),
    /** Our fee in MXN; numeric, never float. */
    fixedPrice: numeric('fixed_price', { precision: 12, scale: 2 }),
    governmentFee: numeric('government_fee', { precision: 12, scale: 2 }),
    /** A variable price's minimum ("Desde $X", IVA included); null quotes every case ("Cotización en 24 h"). */
    priceFrom: numeric('price_from', { precision: 12, scale: 2 }),
    estimatedTimeDays: integer('estimated_time_days').notNull().default(15),
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull().default([]),
    displayOrder: integer('display_order').notNull().default(0),
    dependencia: text('dependencia').notNull().default(''),
    fundamentoJuridico: text('fundamento_juridico').notNull().default(''),
    modalidad: text('modalidad', { enum: ['en_linea', 'presencial', 'cita_previa'] })
      .notNull()
      .default('presencial'),
    vigencia: text('vigencia'),
    /**
     * The procedure handles sensitive personal data (health, marital status: LFPDPPP 2025): a client's first
     * request for one needs their express consent (privacy_consents kind 'sensibles').
     */
    sensitiveData: boolean('sensitive_data').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tramites_category_order_idx').on(table.categoryId, table.displayOrder)],
);
