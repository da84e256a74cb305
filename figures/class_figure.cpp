#include "figures/class_figure.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <map>

namespace clothlab::figures {

namespace cw = core::coursework;

namespace {

/// A task's row when its expected value is a positive number (categories count from 1).
std::map<std::string, int> numericTasks(const cw::Assignment& assignment,
                                        const std::vector<cw::GradeRow>& rows,
                                        QStringList& categories) {
    std::map<std::string, int> index;
    for (const cw::Task& task : assignment.tasks) {
        const auto row = std::find_if(rows.begin(), rows.end(), [&task](const cw::GradeRow& r) {
            return r.task == task.id && r.expected && std::holds_alternative<double>(*r.expected) &&
                   std::get<double>(*r.expected) > 0.0;
        });
        if (row != rows.end()) {
            categories.push_back(QString::fromStdString(task.id));
            index[task.id] = static_cast<int>(categories.size());
        }
    }
    return index;
}

} // namespace

Figure classSummaryFigure(const cw::Assignment& assignment, const std::vector<cw::GradeRow>& rows) {
    Figure figure;
    figure.x.label = QCoreApplication::translate("ClassFigure", "submitted / expected");
    figure.x.logarithmic = true;
    figure.y.categories.clear();
    const std::map<std::string, int> index = numericTasks(assignment, rows, figure.y.categories);
    Series ok;
    ok.name = QCoreApplication::translate("ClassFigure", "ok");
    ok.color = QColor(0x1b, 0x9e, 0x77);
    ok.marker = Marker::Circle;
    ok.lines = false;
    Series other;
    other.name = QCoreApplication::translate("ClassFigure", "not ok");
    other.color = QColor(0xd9, 0x5f, 0x02);
    other.marker = Marker::Cross;
    other.lines = false;
    for (const cw::GradeRow& row : rows) {
        const auto category = index.find(row.task);
        const double* value = row.submitted ? std::get_if<double>(&*row.submitted) : nullptr;
        if (category == index.end() || value == nullptr || !(*value > 0.0) ||
            !std::isfinite(*value)) {
            continue;
        }
        const double ratio = *value / std::get<double>(*row.expected);
        (row.status == cw::GradeStatus::Ok ? ok : other)
            .points.push_back(QPointF(ratio, category->second));
    }
    Series guide;
    guide.name = QCoreApplication::translate("ClassFigure", "expected");
    guide.color = Qt::gray;
    guide.style = Qt::DashLine;
    guide.guide = true;
    guide.parametric = true;
    guide.points = {QPointF(1.0, 0.5), QPointF(1.0, figure.y.categories.size() + 0.5)};
    figure.series = {ok, other, guide};
    figure.fit(0.1);
    figure.y.lower = 0.5;
    figure.y.upper = figure.y.categories.size() + 0.5;
    return figure;
}

} // namespace clothlab::figures
