// The conformance test's hidden-information check (tests/support/hidden_views.h) rejects a
// game that forgets to override viewFor and accepts one that hides what it must.
#include <gtest/gtest.h>

#include "../support/hidden_views.h"
#include "fixture_games.h"

namespace lt::test {
namespace {

TEST(HiddenViews, AGameThatForgetsViewForFails) {
    const SecretDigitGame<SecretDigitState> forgetful;
    const auto problem = viewsHideNothing(forgetful);
    ASSERT_TRUE(problem.has_value());
    EXPECT_EQ(*problem,
              "secret-digit has hidden information, yet in 20 random playouts every seat's view "
              "showed the whole state (is viewFor overridden?)");
}

TEST(HiddenViews, AGameThatHidesPasses) {
    const SecretDigitGame<HiddenSecretDigitState> hiding;
    EXPECT_EQ(viewsHideNothing(hiding), std::nullopt);
    // The seat that may not see the digit reads it as "?", its owner as the digit.
    auto state = hiding.newInitialState({}, 2);
    state->apply(3);
    EXPECT_EQ(state->viewFor(0)->toString(), "secret 3 guess -");
    EXPECT_EQ(state->viewFor(1)->toString(), "secret ? guess -");
}

}  // namespace
}  // namespace lt::test
