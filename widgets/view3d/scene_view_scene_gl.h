// Private to SceneViewScene's two source files: the Qt 3D helpers both use.
#pragma once

#include <QColor>
#include <QString>
#include <QVariant>
#include <initializer_list>
#include <utility>

namespace Qt3DCore {
class QAttribute;
class QBuffer;
class QNode;
} // namespace Qt3DCore

namespace Qt3DRender {
class QEffect;
class QMaterial;
} // namespace Qt3DRender

namespace clothlab::widgets {

/// The colour of solids' surfaces.
inline const QColor kSolidColor(112, 184, 150);

/// An OpenGL 3.2 core effect of one pass, no culling; `surfaceOffset` pushes filled
/// triangles back in depth, otherwise the program sets the point size.
Qt3DRender::QEffect* makeEffect(Qt3DCore::QNode* parent, const char* vertex, const char* fragment,
                                bool surfaceOffset);
Qt3DRender::QMaterial*
makeMaterial(Qt3DCore::QNode* parent, Qt3DRender::QEffect* effect,
             std::initializer_list<std::pair<const char*, QVariant>> parameters);
/// Sets the material's parameter `name`, adding it when missing.
void setParameter(Qt3DRender::QMaterial* material, const char* name, const QVariant& value);
/// A float attribute of `size` components per vertex over `buffer`.
Qt3DCore::QAttribute* makeAttribute(Qt3DCore::QBuffer* buffer, const QString& name, uint size,
                                    Qt3DCore::QNode* parent);

} // namespace clothlab::widgets
