'use client';
// The home page's charts as client components, although nothing in them runs in the browser: a page sends the
// props of a client component in its flight data, and the rendered tree of a server component. Here the props are
// the charts' figures (a few hundred bytes), where the rendered tree repeated every SVG element of the charts that
// the HTML already holds. The server still renders them into the page's HTML, so they show without JavaScript.
export { OrdersPerDayChart } from './orders-per-day-chart';
export { ConditionsChart, ReturnReasonsChart } from './return-line-charts';
export { ExchangesChart, ReturnRateChart, ReturnsPerDayChart } from './returns-charts';
export { StockChart } from './stock-chart';
export { StockChangesChart } from './stock-changes-chart';
