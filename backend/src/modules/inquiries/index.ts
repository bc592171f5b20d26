/** The inquiries module's public surface: other modules import from here only. */
export { InquiriesModule } from './inquiries.module';
export * from './model/inquiry.events';
export { SubmitInquiryHandler } from './commands/submit-inquiry/submit-inquiry.handler';
export { ChangeInquiryStatusHandler } from './commands/change-inquiry-status/change-inquiry-status.handler';
export { SaveResponseTemplateHandler } from './commands/save-response-template/save-response-template.handler';
