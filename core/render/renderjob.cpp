// STUB — to be replaced
#include "renderjob.h"
namespace HelmDeck {
struct RenderJob::Private {};
RenderJob::RenderJob(const HelmTool &, QObject *parent) : QObject(parent), d(new Private) {}
RenderJob::~RenderJob() = default;
void RenderJob::start(const Project &) {}
void RenderJob::cancel() {}
bool RenderJob::isRunning() const { return false; }
}
