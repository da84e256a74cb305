// A spin box for tolerances and accuracies: shows 1e-11 rather than 0.0000000000100 and
// steps by decades.
#pragma once

#include <QDoubleSpinBox>
#include <cmath>

namespace clothlab::widgets {

class ScientificSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    QString textFromValue(double value) const override { return locale().toString(value, 'g', 3); }
    double valueFromText(const QString& text) const override { return locale().toDouble(text); }
    QValidator::State validate(QString& text, int&) const override {
        bool ok = false;
        locale().toDouble(text, &ok);
        return ok ? QValidator::Acceptable : QValidator::Intermediate;
    }
    void stepBy(int steps) override { setValue(value() * std::pow(10.0, steps)); }

    /// An RMS error in metres, 1e-14 … 1 m, 1e-4 m at first, named `name`.
    static ScientificSpinBox* accuracy(QWidget* parent, const QString& name) {
        auto* box = new ScientificSpinBox(parent);
        box->setDecimals(16);
        box->setRange(1e-14, 1.0);
        box->setValue(1e-4);
        box->setSuffix(QStringLiteral(" m"));
        box->setObjectName(name);
        return box;
    }
};

} // namespace clothlab::widgets
