import type { DataSource } from "typeorm";
import type { SettingsService } from "../settings/settings.service.js";
import type { RangeRequest } from "./report-range.js";
import type { DashboardSales, SalesReport } from "./sales-report.types.js";

/** The sales figures, computed in SQL (docs/reports.md). CONTRACT ONLY: the reports branch builds it. */
export class SalesReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  report(_range: RangeRequest, _now: Date): Promise<SalesReport> {
    void this.dataSource;
    void this.settings;
    throw new Error("salesReport is not built yet");
  }

  dashboard(_now: Date): Promise<DashboardSales> {
    throw new Error("dashboardSales is not built yet");
  }
}
