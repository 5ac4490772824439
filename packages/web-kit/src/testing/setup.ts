// The component tests' jest setup: the DOM matchers (toBeDisabled, toHaveAttribute...) and a
// clean slate between tests, since the checkout flow keeps its steps in session storage.
import '@testing-library/jest-dom';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
