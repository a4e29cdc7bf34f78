export { ContactButton } from './contact-button';
export { useCustomerService } from './use-customer-service';
