/** The inquiries module's public surface: other modules import from here only. */
export { InquiriesModule } from './inquiries.module';
export * from './model/inquiry.events';
