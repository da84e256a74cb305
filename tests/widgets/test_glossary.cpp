// translations/GLOSSARY.md is binding: wherever a glossary term's English appears in a source
// text (as a whole word, case-insensitive, with a plural -s/-es), the translation in each
// language uses the glossary's rendering. A rendering cell "A / B" accepts either; "A(B)"
// accepts A, B or AB (an annotation, or a short and a long form). Rows whose English is not
// a plain term (alternatives "a / b", menu entries "File (menu)", "About …") are not checked.
// kCompounds lists the few English phrases where a term is part of a compound that the
// glossary does not render word by word; each is explained.
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Compound {
    const char* term;
    const char* phrase; ///< occurrences of the term inside this phrase are not checked
    const char* why;
};

const Compound kCompounds[] = {
    {"mass", "point mass", "質点 / 质点 is the glossary's particle"},
    {"mass", "mass-spring", "its own row: mass-spring model"},
    {"simulation", "Fast simulation of mass-spring systems", "a paper title, kept in English"},
    {"preset", "preset:", "the command-line syntax preset:NAME"},
    {"lattice", "lattice point", "a lattice point is 格子点 / 格点 / 格點"},
    {"file", "figure file", "圖檔 (an image file) in zh_TW"},
    {"time step", "per time step", "the unit of stepping: 時間刻み / 时间步"},
    {"integrator", "Integrator steps", "steps of integration: 積分ステップ / 积分步"},
    {"implicit Euler", "implicit Euler solution", "the solution: 陰的オイラー解 / 隐式欧拉解"},
    {"implicit Euler", "linearly implicit Euler", "a different method: 線形陰的 / 线性隐式"},
    {"relaxation", "relaxation·", "a parameter symbol in an equation"},
};

struct Term {
    QString english;
    QStringList renderings[3]; ///< ja, zh_CN, zh_TW: accepted forms
};

const char* const kLanguages[] = {"ja", "zh_CN", "zh_TW"};

QString sourceDir() {
    return qEnvironmentVariable("CLOTHLAB_SOURCE_DIR", QStringLiteral(CLOTHLAB_SOURCE_DIR_DEFAULT));
}

QStringList accepted(const QString& cell) {
    QStringList out;
    static const QRegularExpression annotated(
        QStringLiteral(R"(^(.*?)\s*[(（]([^)）]*)[)）]\s*$)"));
    for (const QString& alternative : cell.split(QStringLiteral(" / "))) {
        const QRegularExpressionMatch m = annotated.match(alternative.trimmed());
        if (m.hasMatch()) {
            out << m.captured(1).trimmed() << m.captured(2).trimmed();
        } else {
            out << alternative.trimmed();
        }
    }
    out.removeAll(QString());
    return out;
}

QList<Term> glossaryTerms() {
    QFile file(sourceDir() + QStringLiteral("/translations/GLOSSARY.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QList<Term> terms;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QStringLiteral("| ")) ||
            line.startsWith(QStringLiteral("| English"))) {
            continue;
        }
        QStringList cells = line.trimmed().mid(1).chopped(1).split(QLatin1Char('|'));
        if (cells.size() != 4) {
            continue;
        }
        Term term;
        term.english = cells[0].trimmed();
        if (term.english.contains(QLatin1Char('/')) || term.english.contains(QChar(0x2026)) ||
            term.english.contains(QLatin1Char('('))) {
            continue;
        }
        for (int l = 0; l < 3; ++l) {
            term.renderings[l] = accepted(cells[l + 1]);
        }
        terms << term;
    }
    return terms;
}

/// Source text → translation (numerus forms joined) of one .ts file.
QList<std::pair<QString, QString>> messages(const QString& language) {
    QFile file(sourceDir() + QStringLiteral("/translations/clothlab_") + language +
               QStringLiteral(".ts"));
    QList<std::pair<QString, QString>> out;
    if (!file.open(QIODevice::ReadOnly)) {
        return out;
    }
    QXmlStreamReader xml(&file);
    QString source, translation;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            source.clear();
            translation.clear();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.isStartElement() && (xml.name() == QLatin1String("translation") ||
                                            xml.name() == QLatin1String("numerusform"))) {
            if (xml.name() == QLatin1String("translation") &&
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished")) {
                continue;
            }
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            translation += text + QLatin1Char(' ');
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out.append({source, translation});
        }
    }
    return out;
}

} // namespace

class TestGlossary : public QObject {
    Q_OBJECT

private slots:
    void theGlossaryIsRead() {
        const QList<Term> terms = glossaryTerms();
        QVERIFY2(terms.size() > 80, qPrintable(QString::number(terms.size())));
        for (const char* language : kLanguages) {
            QVERIFY(messages(QString::fromLatin1(language)).size() > 700);
        }
    }

    void translationsUseTheGlossary() {
        const QList<Term> terms = glossaryTerms();
        QStringList problems;
        for (int l = 0; l < 3; ++l) {
            const QString language = QString::fromLatin1(kLanguages[l]);
            const auto all = messages(language);
            for (const Term& term : terms) {
                const QRegularExpression word(QStringLiteral("\\b") +
                                                  QRegularExpression::escape(term.english) +
                                                  QStringLiteral("(s|es)?\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
                for (const auto& [source, translation] : all) {
                    QString checked = source;
                    for (const Compound& compound : kCompounds) {
                        if (term.english == QLatin1String(compound.term)) {
                            checked.replace(QString::fromUtf8(compound.phrase), QStringLiteral(" "),
                                            Qt::CaseInsensitive);
                        }
                    }
                    if (!checked.contains(word)) {
                        continue;
                    }
                    const bool used =
                        std::any_of(term.renderings[l].begin(), term.renderings[l].end(),
                                    [&](const QString& r) { return translation.contains(r); });
                    if (!used) {
                        problems << language + QStringLiteral(": “") + term.english +
                                        QStringLiteral("” should be ") +
                                        term.renderings[l].join(QStringLiteral(" or ")) +
                                        QStringLiteral(" in “") + source.left(80) +
                                        QStringLiteral("” → “") + translation.left(80) +
                                        QStringLiteral("”");
                    }
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void aWrongTermIsFound() {
        // The check itself: a translation without the glossary's word is reported.
        const QList<Term> terms = glossaryTerms();
        const auto spring = std::find_if(terms.begin(), terms.end(),
                                         [](const Term& t) { return t.english == "spring"; });
        QVERIFY(spring != terms.end());
        QVERIFY(spring->renderings[0].contains(QStringLiteral("バネ")));
        QVERIFY(!QStringLiteral("ばね定数").contains(spring->renderings[0].first()));
        const auto iterations = std::find_if(
            terms.begin(), terms.end(), [](const Term& t) { return t.english == "iterations"; });
        QVERIFY(iterations != terms.end());
        QCOMPARE(iterations->renderings[0], QStringList({"反復", "回数"}));
    }
};

QTEST_APPLESS_MAIN(TestGlossary)
#include "test_glossary.moc"
